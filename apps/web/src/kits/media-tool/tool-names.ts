/**
 * The tools' names as message ids, by the tool's key in the contract's catalogues (reimagine,
 * audio) and the tiers of the image and video tools; a key not listed keeps the contract's name.
 */
export const TOOL_NAME_IDS: Record<string, string> = {
  free: 'creation.tierFree',
  ultra: 'creation.tierUltra',
  ultra_pro: 'creation.tierUltraPro',
  ultra_max: 'creation.tierUltraMax',
  product_image: 'creation.toolProductImage',
  product_video: 'creation.toolProductVideo',
  image_modification: 'creation.toolImageModification',
  multi_images_reference: 'creation.toolMultiImagesReference',
  single_image_ultra: 'creation.toolSingleImageUltra',
  single_image_ultra_pro: 'creation.toolSingleImageUltraPro',
  single_image_ultra_pro_max: 'creation.toolSingleImageUltraProMax',
  image_analysis: 'creation.toolImageAnalysis',
  image_description: 'creation.toolImageDescription',
  style_analysis: 'creation.toolStyleAnalysis',
  video_reference_ultra: 'creation.toolVideoReferenceUltra',
  video_reference_ultra_pro: 'creation.toolVideoReferenceUltraPro',
  video_reference_ultra_pro_max: 'creation.toolVideoReferenceUltraProMax',
  voice_over: 'creation.toolVoiceOver',
  song_with_music: 'creation.toolSongWithMusic',
  music: 'creation.toolMusic',
};
