/* The transcripts of the threshold-decryption profile (conventions 16, 18, 20, 21, 25 and the
 * byte layouts of 28): what each one commits, in order. Group-independent: points enter as
 * their pb-byte encodings. */
#include <stdlib.h>

#include "bte/bte_internal.h"
#include "bte/bte_labels.h"

void bte_ct_challenge_transcript(bte_transcript *t, const ecb_bte_ciphertext *ct,
                                 const uint8_t *pk_enc, size_t pb) {
    bte_transcript_new(t, BTE_STR(BTE_NS_CT));
    bte_transcript_commit(t, ct->label, ct->label_len);
    bte_transcript_commit(t, ct->body, ct->body_len);
    for (int k = BTE_CT_U; k <= BTE_CT_B; k++)
        bte_transcript_commit(t, ct->pt[k].enc, pb);
    bte_transcript_commit(t, pk_enc, pb);
}

void bte_request_digest(uint8_t out[32], const uint8_t *context, size_t context_len,
                        const uint8_t *const *header_enc, size_t m, size_t pb) {
    bte_transcript t;
    bte_transcript_new(&t, BTE_STR(BTE_NS_REQUEST));
    bte_transcript_commit(&t, context, context_len);
    bte_transcript_commit_u64(&t, (uint64_t)m);
    bte_bulk b;
    bte_bulk_start(&b, &t);
    for (size_t p = 0; p < m; p++)
        bte_bulk_commit(&b, header_enc[p], pb);
    bte_bulk_finish(&b);
    bte_transcript_summarize(&t, out);
}

void bte_rho_transcript(bte_transcript *t, const uint8_t digest[32], uint32_t index,
                        const uint8_t *partial_enc, size_t m, size_t pb) {
    bte_transcript_new(t, BTE_STR(BTE_NS_RHO));
    bte_transcript_commit(t, digest, 32);
    bte_transcript_commit_u32(t, index);
    bte_bulk b;
    bte_bulk_start(&b, t);
    for (size_t p = 0; p < m; p++)
        bte_bulk_commit(&b, partial_enc + p * pb, pb);
    bte_bulk_finish(&b);
}

/* out[k] for k < count: the 128-bit blocks of the noise stream, read 1 KiB at a time. */
static void blocks_derive(bte_limbs *out, bte_noise *n, size_t count) {
    uint8_t buf[1024];
    for (size_t k = 0; k < count;) {
        size_t take = count - k < sizeof buf / 16 ? count - k : sizeof buf / 16;
        bte_noise_read(n, buf, take * 16);
        for (size_t i = 0; i < take; i++, k++) {
            bte_block128(out[k].v, buf + 16 * i);
            out[k].v[2] = out[k].v[3] = 0;
        }
    }
}

void bte_rho_derive(bte_limbs *rho, const bte_transcript *t, size_t m) {
    bte_noise n;
    bte_transcript_noise(&n, t, BTE_STR(BTE_NOISE_RHO));
    blocks_derive(rho, &n, m);
}

void bte_dleq_transcript(bte_transcript *t, const uint8_t *context, size_t context_len,
                         uint32_t index, const uint8_t *hi_enc, const uint8_t *ustar_enc,
                         const uint8_t *uhat_enc, const uint8_t *a_enc, const uint8_t *b_enc,
                         size_t pb) {
    bte_transcript_new(t, BTE_STR(BTE_NS_DLEQ));
    bte_transcript_commit(t, context, context_len);
    bte_transcript_commit_u32(t, index);
    bte_transcript_commit(t, hi_enc, pb);
    bte_transcript_commit(t, ustar_enc, pb);
    bte_transcript_commit(t, uhat_enc, pb);
    bte_transcript_commit(t, a_enc, pb);
    bte_transcript_commit(t, b_enc, pb);
}

static void commit_scalar(bte_bulk *b, const fr381 *s) {
    uint8_t e[32];
    fr381_encode(e, s);
    bte_bulk_commit(b, e, sizeof e);
}

void bte_ct_weights_transcript(bte_transcript *t, const uint8_t *pk_enc, size_t pb,
                               const ecb_bte_ciphertext *const *cts, const uint32_t *cand,
                               size_t q) {
    bte_transcript_new(t, BTE_STR(BTE_NS_VERIFY_CTS));
    bte_transcript_commit(t, pk_enc, pb);
    bte_transcript_commit_u64(t, (uint64_t)q);
    bte_bulk b;
    bte_bulk_start(&b, t);
    for (size_t p = 0; p < q; p++) {
        const ecb_bte_ciphertext *ct = cts[cand[p]];
        bte_bulk_commit_u32(&b, cand[p]);
        for (int k = BTE_CT_U; k <= BTE_CT_B; k++)
            bte_bulk_commit(&b, ct->pt[k].enc, pb);
        commit_scalar(&b, &ct->c);
        commit_scalar(&b, &ct->z);
    }
    bte_bulk_finish(&b);
}

void bte_resp_weights_transcript(bte_transcript *t, const uint8_t digest[32],
                                 const bte_resp_candidate *cand, size_t q, size_t pb) {
    bte_transcript_new(t, BTE_STR(BTE_NS_VERIFY_RESPONSES));
    bte_transcript_commit(t, digest, 32);
    bte_transcript_commit_u64(t, (uint64_t)q);
    bte_bulk b;
    bte_bulk_start(&b, t);
    for (size_t i = 0; i < q; i++) {
        const ecb_bte_response *r = cand[i].resp;
        bte_bulk_commit_u32(&b, r->index);
        bte_bulk_commit(&b, cand[i].hi->enc, pb);
        bte_bulk_commit(&b, cand[i].ustar.enc, pb);
        bte_bulk_commit(&b, cand[i].uhat.enc, pb);
        bte_bulk_commit(&b, r->A.enc, pb);
        bte_bulk_commit(&b, r->B.enc, pb);
        commit_scalar(&b, &r->c);
        commit_scalar(&b, &r->z);
    }
    bte_bulk_finish(&b);
}

void bte_weights_derive(bte_limbs *weights, const bte_transcript *t, size_t q) {
    bte_noise n;
    bte_transcript_noise(&n, t, BTE_STR(BTE_NOISE_WEIGHTS));
    blocks_derive(weights, &n, 2 * q);
}
