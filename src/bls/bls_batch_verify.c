/* The batch verifier's body (bls_batch_verify_seeded): decode every triple, group the valid ones
 * by message, weight them, check one weighted pairing equation, and on failure bisect.
 *
 * The valid triples are sorted by message (digest, then the bytes), so every sub-range of the
 * sorted order is again a union of message runs: the check of a range [lo, hi) is
 *   e(-g, sum_{lo <= k < hi} w_k sig_k) prod_{runs R} e(sum_{k in R} w_k pk_k, H(m_R)) = 1
 * (min-pk; min-sig swaps the pairing's arguments), with H(m) hashed once per message for the
 * whole batch. Bisection splits a failing range in halves by position; when the left half
 * passes the right one must fail and is not checked again. */
#include <stdlib.h>
#include <string.h>

#include "bls/bls_batch_weights.h"
#include "bls/bls_internal.h"
#include "util/alloc.h"

typedef struct batch_entry {
    const uint8_t *digest, *msg;
    size_t len, index;
} batch_entry;

typedef struct batch {
    const bls_suite *s;
    unsigned threads;
    size_t ka, sa, kj;       /* bytes of an affine key, an affine signature, a Jacobian key */
    unsigned char *keys_aff; /* the m valid keys in sorted order (affine, key group) */
    unsigned char *sigs_aff; /* their signatures (affine, signature group) */
    ecb_bls12_381_scalar *w; /* their weights */
    size_t *group, *index;   /* their message group and original index */
    bls_point *hashes;       /* H(m) of each group */
    unsigned char *sums_jac; /* scratch: one weighted key sum per run (Jacobian) */
    unsigned char *sums_aff; /* the same in affine form */
    bls_point *run_keys, *run_hashes;
} batch;

static int entry_cmp(const void *pa, const void *pb) {
    const batch_entry *a = pa, *b = pb;
    int c = memcmp(a->digest, b->digest, 32);
    if (c != 0) return c;
    if (a->len != b->len) return a->len < b->len ? -1 : 1;
    c = a->len > 0 ? memcmp(a->msg, b->msg, a->len) : 0;
    if (c != 0) return c;
    return a->index < b->index ? -1 : a->index > b->index;
}

static int same_message(const batch_entry *a, const batch_entry *b) {
    return memcmp(a->digest, b->digest, 32) == 0 && a->len == b->len &&
           (a->len == 0 || memcmp(a->msg, b->msg, a->len) == 0);
}

/* The weighted check of the sorted range [lo, hi). */
static ecb_status check_range(batch *b, size_t lo, size_t hi) {
    const int minpk = b->s->variant == ECB_BLS_MIN_PK;
    bls_point sig;
    ecb_status st;
    if (minpk) {
        ecb_bls12_381_g2 sum;
        st = bls_msm(b->s, 0, &sum, b->sigs_aff + lo * b->sa, b->w + lo, hi - lo, b->threads);
        ecb_bls12_381_g2_to_affine(&sig.g2, &sum);
    } else {
        ecb_bls12_381_g1 sum;
        st = bls_msm(b->s, 0, &sum, b->sigs_aff + lo * b->sa, b->w + lo, hi - lo, b->threads);
        ecb_bls12_381_g1_to_affine(&sig.g1, &sum);
    }
    if (st != ECB_OK) return st;
    size_t runs = 0;
    for (size_t a = lo, e; a < hi; a = e) {
        for (e = a + 1; e < hi && b->group[e] == b->group[a];)
            e++;
        st = bls_msm(b->s, 1, b->sums_jac + runs * b->kj, b->keys_aff + a * b->ka, b->w + a, e - a,
                     b->threads);
        if (st != ECB_OK) return st;
        b->run_hashes[runs++] = b->hashes[b->group[a]];
    }
    if (minpk)
        ecb_bls12_381_g1_batch_to_affine((ecb_bls12_381_g1_affine *)b->sums_aff,
                                         (const ecb_bls12_381_g1 *)b->sums_jac, runs);
    else
        ecb_bls12_381_g2_batch_to_affine((ecb_bls12_381_g2_affine *)b->sums_aff,
                                         (const ecb_bls12_381_g2 *)b->sums_jac, runs);
    for (size_t k = 0; k < runs; k++)
        memcpy(&b->run_keys[k], b->sums_aff + k * b->ka, b->ka);
    return bls_pairing_check(b->s, b->run_keys, b->run_hashes, runs, &sig);
}

/* Marks the invalid triples of [lo, hi); known_bad: the range is known to fail. */
static ecb_status bisect(batch *b, size_t lo, size_t hi, int known_bad, uint8_t *valid,
                         size_t *invalid) {
    if (!known_bad) {
        ecb_status st = check_range(b, lo, hi);
        if (st != ECB_ERR_VERIFY_FAILED) return st;
    }
    if (hi - lo == 1) {
        valid[b->index[lo]] = 0;
        (*invalid)++;
        return ECB_OK;
    }
    size_t mid = lo + (hi - lo) / 2;
    ecb_status st = check_range(b, lo, mid);
    if (st == ECB_OK) return bisect(b, mid, hi, 1, valid, invalid);
    if (st != ECB_ERR_VERIFY_FAILED) return st;
    st = bisect(b, lo, mid, 1, valid, invalid);
    if (st != ECB_OK) return st;
    return bisect(b, mid, hi, 0, valid, invalid);
}

/* Decodes the n keys into keys (affine, the key group, back to back) and the n signatures into
 * sigs with the groups' batch decoders on b->threads threads; ok[i] = 1 when key i passes
 * KeyValidate (decodes, not the identity) and signature i decodes. */
static void decode_all(const batch *b, unsigned char *keys, unsigned char *sigs,
                       const uint8_t *pk_bytes, const uint8_t *sig_bytes, size_t n,
                       ecb_status *st_keys, ecb_status *st_sigs, uint8_t *ok) {
    if (b->s->variant == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g1_batch_decode_affine((ecb_bls12_381_g1_affine *)keys, n, pk_bytes, 48 * n,
                                             b->threads, st_keys, NULL);
        ecb_bls12_381_g2_batch_decode_affine((ecb_bls12_381_g2_affine *)sigs, n, sig_bytes, 96 * n,
                                             b->threads, st_sigs, NULL);
    } else {
        ecb_bls12_381_g2_batch_decode_affine((ecb_bls12_381_g2_affine *)keys, n, pk_bytes, 96 * n,
                                             b->threads, st_keys, NULL);
        ecb_bls12_381_g1_batch_decode_affine((ecb_bls12_381_g1_affine *)sigs, n, sig_bytes, 48 * n,
                                             b->threads, st_sigs, NULL);
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char any = 0; /* the identity decodes to (0, 0) */
        for (size_t j = 0; j < b->ka; j++)
            any |= keys[i * b->ka + j];
        ok[i] = (uint8_t)(st_keys[i] == ECB_OK && st_sigs[i] == ECB_OK && any != 0);
    }
}

ecb_status bls_batch_verify_seeded(const bls_suite *s, const uint8_t *pks,
                                   const uint8_t *const *msgs, const size_t *msg_lens,
                                   const uint8_t *sigs, size_t n, unsigned threads,
                                   const uint8_t seed[32], uint8_t *valid, size_t *invalid) {
    const int minpk = s->variant == ECB_BLS_MIN_PK;
    batch b;
    memset(&b, 0, sizeof b);
    b.s = s;
    b.threads = threads;
    b.ka = minpk ? sizeof(ecb_bls12_381_g1_affine) : sizeof(ecb_bls12_381_g2_affine);
    b.sa = minpk ? sizeof(ecb_bls12_381_g2_affine) : sizeof(ecb_bls12_381_g1_affine);
    b.kj = minpk ? sizeof(ecb_bls12_381_g1) : sizeof(ecb_bls12_381_g2);
    /* n <= ECB_BLS_MAX_COUNT = 2^16: every size below fits easily */
    size_t per = sizeof(batch_entry) + 32 + 2 * sizeof(ecb_bls12_381_scalar) + 2 * (b.ka + b.sa) +
                 2 * sizeof(size_t) + 3 * sizeof(bls_point) + b.kj + b.ka + 2 * sizeof(ecb_status) +
                 16;
    unsigned char *mem = ecb_malloc(n * per), *p = mem;
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    unsigned char *dec_keys = p;
    p += n * b.ka;
    unsigned char *dec_sigs = p;
    p += n * b.sa;
    b.hashes = (bls_point *)p;
    p += n * sizeof(bls_point);
    b.run_keys = (bls_point *)p;
    p += n * sizeof(bls_point);
    b.run_hashes = (bls_point *)p;
    p += n * sizeof(bls_point);
    ecb_bls12_381_scalar *w_all = (ecb_bls12_381_scalar *)p;
    p += n * sizeof(ecb_bls12_381_scalar);
    b.w = (ecb_bls12_381_scalar *)p;
    p += n * sizeof(ecb_bls12_381_scalar);
    b.group = (size_t *)p;
    p += n * sizeof(size_t);
    b.index = (size_t *)p;
    p += n * sizeof(size_t);
    batch_entry *ent = (batch_entry *)p;
    p += n * sizeof(batch_entry);
    b.keys_aff = p;
    p += n * b.ka;
    b.sigs_aff = p;
    p += n * b.sa;
    b.sums_jac = p;
    p += n * b.kj;
    b.sums_aff = p;
    p += n * b.ka;
    uint8_t(*digests)[32] = (uint8_t(*)[32])p;
    p += n * 32;
    ecb_status *st_keys = (ecb_status *)p, *st_sigs = st_keys + n;

    bls_message_digests(digests, msgs, msg_lens, n);
    bls_batch_weights(w_all, s, pks, sigs, (const uint8_t(*)[32])digests, n, seed);
    size_t m = 0;
    *invalid = 0;
    decode_all(&b, dec_keys, dec_sigs, pks, sigs, n, st_keys, st_sigs, valid);
    for (size_t i = 0; i < n; i++) {
        if (!valid[i]) {
            (*invalid)++;
            continue;
        }
        ent[m].digest = digests[i];
        ent[m].msg = msgs[i];
        ent[m].len = msg_lens[i];
        ent[m].index = i;
        m++;
    }
    qsort(ent, m, sizeof *ent, entry_cmp);
    size_t groups = 0;
    for (size_t k = 0; k < m; k++) {
        size_t i = ent[k].index;
        if (k == 0 || !same_message(&ent[k - 1], &ent[k])) {
            bls_hash_affine(s, &b.hashes[groups], msgs[i], msg_lens[i], s->sig_dst);
            groups++;
        }
        b.group[k] = groups - 1;
        b.index[k] = i;
        b.w[k] = w_all[i];
        memcpy(b.keys_aff + k * b.ka, dec_keys + i * b.ka, b.ka);
        memcpy(b.sigs_aff + k * b.sa, dec_sigs + i * b.sa, b.sa);
    }
    ecb_status st = m > 0 ? bisect(&b, 0, m, 0, valid, invalid) : ECB_OK;
    ecb_free(mem);
    if (st != ECB_OK) return st;
    return *invalid == 0 ? ECB_OK : ECB_ERR_VERIFY_FAILED;
}
