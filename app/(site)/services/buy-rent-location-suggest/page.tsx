import type { Metadata } from 'next';
import { SuggestionForm } from '@/features/suggestion/components/suggestion-form';

// spec §2 /services/buy-rent-location-suggest: the buy/rent location suggestion. Outside the (app) group: the form is
// drawn without MUI, and its dialogs bring their own providers when they open.
export const metadata: Metadata = {
  title: 'کجا بخرم یا اجاره کنم؟',
  description: 'بودجه و نیازهایتان را بگویید تا محله‌هایی از تهران را که با آن‌ها جور درمی‌آیند، با قیمت برآوردی و دلیلش پیشنهاد کنیم.',
};

export default function BuyRentLocationSuggestPage() {
  return <SuggestionForm />;
}
