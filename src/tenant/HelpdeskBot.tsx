import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotAnswer, Workspace } from '../../shared/contract/tenant';
import { askBot, isSignedOut } from './api';

export function HelpdeskBot({
  knowledge,
  onSessionEnded,
}: {
  knowledge: Workspace['knowledge'];
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<
    { asked: string; answer: BotAnswer } | { failed: true } | null
  >(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || busy) return;
    setBusy(true);
    try {
      setReply({ asked, answer: await askBot(asked) });
    } catch (error) {
      if (isSignedOut(error)) return onSessionEnded();
      console.error('bot failed', error);
      setReply({ failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tenant__card tenant__bot" aria-labelledby="bot-title">
      <h2 id="bot-title">{t('tenant.bot.title')}</h2>
      <p className="tenant__muted">
        {t('tenant.bot.knowledge', { qaPairs: knowledge.qaPairs, documents: knowledge.documents })}
      </p>
      <form className="tenant__bot-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="bot-question">{t('tenant.bot.label')}</label>
        <div className="tenant__bot-row">
          <input
            id="bot-question"
            value={question}
            maxLength={500}
            placeholder={t('tenant.bot.placeholder')}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <button className="tenant__button" type="submit" disabled={busy} aria-busy={busy}>
            {t('tenant.bot.ask')}
          </button>
        </div>
      </form>
      <div className="tenant__bot-reply" role="status" aria-live="polite">
        {busy && <p className="tenant__muted">{t('tenant.bot.thinking')}</p>}
        {!busy && reply && 'failed' in reply && (
          <p className="tenant__error">{t('tenant.bot.error')}</p>
        )}
        {!busy && reply && 'answer' in reply && (
          <>
            <p className="tenant__bot-question" dir="auto">
              {reply.asked}
            </p>
            {reply.answer.answered ? (
              <blockquote className="tenant__bot-answer">
                <p dir="auto">{reply.answer.answer}</p>
                {reply.answer.source && (
                  <footer>
                    {reply.answer.source.kind === 'qa'
                      ? t('tenant.bot.fromQa', { title: reply.answer.source.title })
                      : t('tenant.bot.fromKnowledgeBase', { title: reply.answer.source.title })}
                  </footer>
                )}
              </blockquote>
            ) : (
              <p className="tenant__bot-answer tenant__bot-answer--none">
                {t('tenant.bot.noAnswer')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
