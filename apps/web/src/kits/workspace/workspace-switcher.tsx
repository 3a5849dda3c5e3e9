import { inputClasses } from '../../components/ui/field';
import { useT } from '../../lib/i18n/i18n';
import { useWorkspace } from './workspace-context';

const PERSONAL = '';

/**
 * Personal or one of the user's teams: the wallet that pays for tools and whose creations are
 * listed. A native select, so the keyboard and screen readers work as everywhere else; nothing
 * shows for a user in no team.
 */
export function WorkspaceSwitcher() {
  const t = useT();
  const { teams, team, choose } = useWorkspace();
  if (teams.length === 0) return null;
  return (
    <select
      aria-label={t('workspace.label')}
      value={team?.id ?? PERSONAL}
      onChange={(event) => choose(event.target.value || null)}
      className={`${inputClasses} w-auto max-w-28 truncate py-1.5 text-sm sm:max-w-48`}
    >
      <option value={PERSONAL}>{t('workspace.personal')}</option>
      {teams.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
