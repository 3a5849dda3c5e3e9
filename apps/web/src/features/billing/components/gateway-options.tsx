import type { PaymentGateway, PaymentGatewayId } from '@atelier/contract';
import { useState } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';
import { payableGateway } from '../purchase';

/** Disabled gateways stay listed (the spec shows two) with the note saying why. */
export function GatewayOptions({
  gateways,
  value,
  onChange,
}: {
  gateways: PaymentGateway[];
  value: string | null;
  onChange: (name: string) => void;
}) {
  return (
    <RadioCards
      legend="Payment method"
      hideLegend
      layout="column"
      name="gateway"
      value={value}
      onChange={onChange}
      options={gateways.map((gateway) => ({
        value: gateway.name,
        label: gateway.display_name,
        detail: gateway.note || undefined,
        disabled: !gateway.enabled,
      }))}
    />
  );
}

/**
 * The gateway picked, starting at `initial`; `payable` is set only when that gateway is enabled
 * (spec: Continue is disabled unless the chosen gateway is enabled).
 */
export function useGatewayChoice(gateways: PaymentGateway[], initial: string | null) {
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? initial;
  const gateway = gateways.find((candidate) => candidate.name === chosen);
  const payable: PaymentGatewayId | null = gateway?.enabled ? payableGateway(gateway.name) : null;
  return { chosen, choose: setPicked, payable };
}
