import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './UseCaseCardsField.css';
import { wizardContextOf } from '../context/wizardContext';

/** One card as the step schema declares it: copy keys and an image under public/. */
interface UseCaseCard {
  id: string;
  title: string;
  description: string;
  image: string;
}

const INITIALLY_SHOWN = 3;

function cardsFor(lists: unknown, category: string | undefined): UseCaseCard[] {
  if (!category || typeof lists !== 'object' || lists === null) return [];
  const list = Object.hasOwn(lists, category) ? (lists as Record<string, unknown>)[category] : [];
  return Array.isArray(list) ? (list as UseCaseCard[]) : [];
}

/**
 * Strategies suggested for the user's business category: cards with an image, a title and a text;
 * the first three, then all of them behind 'Show more use cases' / 'Show less'. The lists live in
 * the step schema's ui:options.lists, by category name.
 */
export default function UseCaseCardsField({ uiSchema, registry }: FieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const userData = wizardContextOf(registry).userData;
  const cards = cardsFor(getUiOptions(uiSchema).lists, userData?.businessCategory?.name);
  const shown = expanded ? cards : cards.slice(0, INITIALLY_SHOWN);

  return (
    <div className="use-cases">
      <ul id={listId} className="use-cases__list">
        {shown.map((card) => (
          <li key={card.id} className="use-case">
            <img className="use-case__image" src={card.image} alt="" width={72} height={72} />
            <div>
              <h2 className="use-case__title">{t(card.title)}</h2>
              <p className="use-case__text">{t(card.description)}</p>
            </div>
          </li>
        ))}
      </ul>
      {cards.length > INITIALLY_SHOWN && (
        <button
          type="button"
          className="button button--link use-cases__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'widgets.useCaseCards.showLess' : 'widgets.useCaseCards.showMore')}
        </button>
      )}
    </div>
  );
}
