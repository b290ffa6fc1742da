import { useCallback, useState } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReplyTarget } from '@mall/api-client';
import { navigateTo } from '@mall/shared-state';
import { ImageUploader, Modal, NotFoundPage, Price, StarRating, buttonCss, theme, useToast } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { SubmitButton } from '../../shared/submit-button';
import { REVIEW_MAX_CHARS, reviewError } from './review-rules';

const formCss = css`
  .goods {
    display: flex;
    gap: 14px;
    align-items: center;
    padding-bottom: 16px;
    border-bottom: 1px solid ${theme.border};
    margin-bottom: 16px;
  }
  .goods img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .row {
    display: flex;
    align-items: flex-start;
    margin-bottom: 16px;
  }
  .row > .label {
    width: 100px;
    flex: none;
    color: #666;
    line-height: 28px;
  }
  textarea {
    width: 640px;
    height: 120px;
    padding: 8px 10px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.priceRed};
  }
  .count {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 4px;
  }
  .err {
    color: ${theme.priceText};
    font-size: 12px;
    margin-top: 4px;
  }
  .submit {
    margin-left: 100px;
    height: 40px;
    padding: 0 40px;
  }
`;

const SCORES = ['product_score', 'service_score', 'postage_score'] as const;

/** /evaluation?unique=<order line>&order_id=<order>: stars, text and pictures for one bought goods. */
export function EvaluationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.review'));
  const [params] = useSearchParams();
  const unique = idParam(params.get('unique'));
  const orderId = idParam(params.get('order_id'));
  if (!unique) return <NotFoundPage />;
  return <Evaluation unique={unique} orderId={orderId} />;
}

function Evaluation({ unique, orderId }: { unique: number; orderId: number }) {
  const api = useCheckoutApi();
  const { data: target, notFound, error, reload } = useRecord(
    useCallback(() => api.reply.product(unique), [api, unique]),
  );
  if (target && orderId && target.order_id !== orderId) return <NotFoundPage />;
  if (notFound || !target) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  return <ReviewForm target={target} />;
}

function ReviewForm({ target }: { target: ReplyTarget }) {
  const api = useCheckoutApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [scores, setScores] = useState([5, 5, 5]);
  const [comment, setComment] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const wrong = reviewError(t, { comment, scores });
    setProblem(wrong);
    if (wrong) {
      toast.error(wrong);
      return;
    }
    setSending(true);
    try {
      await api.reply.create(target.unique, {
        comment: comment.trim(),
        pics,
        product_score: scores[0],
        service_score: scores[1],
        postage_score: scores[2],
      });
      setDone(true);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  const orderHref = `/order_detail?orderId=${target.order_id}`;
  return (
    <div css={afterSalesPageCss} data-testid="evaluation">
      <section css={formCss}>
        <h2>{t('review.title')}</h2>
        <div className="goods">
          <img src={target.image} alt="" />
          <div>
            <a href={`/goods_detail/${target.product_id}`} data-testid="goods-title">
              {target.title}
            </a>
            {target.sku && (
              <div className="muted" data-testid="goods-sku">
                {target.sku}
              </div>
            )}
            <Price fen={target.price} size={14} /> <span className="muted">x{target.product_num}</span>
          </div>
        </div>
        {target.is_reply === 1 ? (
          <p data-testid="already-reviewed">
            {t('review.already')}
            <a className="link" href={orderHref}>
              {t('review.backToDetail')}
            </a>
          </p>
        ) : (
          <>
            {SCORES.map((key, i) => (
              <div className="row" key={key}>
                <span className="label">{t(`review.scores.${key}`)}</span>
                <StarRating
                  label={t(`review.scores.${key}`)}
                  testId={key}
                  value={scores[i]}
                  onChange={(n) => setScores((s) => s.map((v, j) => (j === i ? n : v)))}
                />
              </div>
            ))}
            <div className="row">
              <span className="label">{t('review.comment')}</span>
              <div>
                <textarea
                  aria-label={t('review.comment')}
                  aria-invalid={problem ? true : undefined}
                  placeholder={t('review.placeholder')}
                  value={comment}
                  onChange={(e) => {
                    setComment(e.target.value);
                    if (problem) setProblem('');
                  }}
                />
                <div className="count">
                  {[...comment.trim()].length}/{REVIEW_MAX_CHARS}
                </div>
                {problem && (
                  <div className="err" role="alert" data-testid="review-error">
                    {problem}
                  </div>
                )}
              </div>
            </div>
            <div className="row">
              <span className="label">{t('review.pictures')}</span>
              <ImageUploader
                urls={pics}
                onChange={setPics}
                upload={(file) => api.upload(file, 'review')}
                onError={(m) => toast.error(m)}
              />
            </div>
            <SubmitButton sending={sending} onSubmit={() => void submit()}>
              {t('review.submit')}
            </SubmitButton>
          </>
        )}
      </section>
      {done && (
        <Modal
          title={t('review.done')}
          onClose={() => navigateTo(orderHref)}
          testId="review-done"
          footer={
            <>
              <a
                href={`/goods_detail/${target.product_id}`}
                css={buttonCss}
                style={{ lineHeight: '32px', textDecoration: 'none' }}
              >
                {t('review.seeGoods')}
              </a>
              <a href={orderHref} css={buttonCss} data-primary style={{ lineHeight: '32px', textDecoration: 'none' }}>
                {t('review.backToOrder')}
              </a>
            </>
          }
        >
          {t('review.thanks')}
        </Modal>
      )}
    </div>
  );
}
