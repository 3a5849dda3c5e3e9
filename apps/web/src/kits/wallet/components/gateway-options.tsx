import type { PaymentGateway, PaymentGatewayId } from '@atelier/contract';
import { useState } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useT } from '../../../lib/i18n/i18n';
import { payableGateway } from '../purchase';

/**
 * The server's gateway notes and names as it writes them (English), by their message ids; a text
 * not listed here is shown as it came.
 */
const GATEWAY_TEXTS: Record<string, string> = {
  'Cards, UPI, net banking, wallets and EMI; charged in INR.': 'billing.gatewayRazorpayNote',
  'PayPal balance or cards; charged in USD.': 'billing.gatewayPaypalNote',
  'Not configured on this site.': 'billing.gatewayNotConfigured',
  'Coming soon.': 'billing.gatewayComingSoon',
  'TEST MODE: a local checkout that approves or declines; no money moves.':
    'billing.gatewaySandboxNote',
  'Sandbox (test mode)': 'billing.sandboxGateway',
};

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
  const t = useT();
  const serverText = (text: string) => {
    const id = GATEWAY_TEXTS[text];
    return id ? t(id) : text;
  };
  return (
    <RadioCards
      legend={t('billing.paymentMethod')}
      hideLegend
      layout="column"
      name="gateway"
      value={value}
      onChange={onChange}
      options={gateways.map((gateway) => ({
        value: gateway.name,
        label: serverText(gateway.display_name),
        detail: gateway.note ? serverText(gateway.note) : undefined,
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
