import type { ChatCard } from '@/lib/contracts/chatbot';
import { LinkCardView } from './link-card';
import { MarketCardView } from './market-card';
import { NeighbourhoodCardView } from './neighbourhood-card';
import { PlansCardView } from './plans-card';
import { ServiceCardView, type ServiceCardProps } from './service-card';
import { TrendCardView } from './trend-card';

/** One renderer per card type. */
export function CardView({ card, service }: { card: ChatCard; service: Omit<ServiceCardProps, 'card'> }) {
  switch (card.type) {
    case 'market':
      return <MarketCardView card={card} />;
    case 'trend':
      return <TrendCardView card={card} />;
    case 'neighbourhood':
      return <NeighbourhoodCardView card={card} />;
    case 'plans':
      return <PlansCardView card={card} />;
    case 'link':
      return <LinkCardView card={card} />;
    case 'service':
      return <ServiceCardView card={card} {...service} />;
  }
}
