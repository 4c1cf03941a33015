/* The BLAKE3 transcript of the threshold-decryption profile; see bte_transcript.h. */
#include "bte/bte_transcript.h"

#include <sodium.h>
#include <string.h>

#include "bte/bte_keygen.h"
#include "bte/bte_varint.h"
#include "hash/hash_bytes.h"

static void transcript_start(ecb_blake3_hasher *h, uint8_t tag, const uint8_t *key) {
    if (key != NULL)
        ecb_blake3_init_keyed(h, key);
    else
        ecb_blake3_init(h);
    ecb_blake3_update(h, &tag, 1);
}

static void hasher_commit(ecb_blake3_hasher *h, const void *data, size_t len) {
    uint8_t suffix[BTE_VARINT64_MAX_BYTES];
    ecb_blake3_update(h, (const uint8_t *)data, len);
    ecb_blake3_update(h, suffix, bte_length_suffix(suffix, (uint64_t)len));
}

void bte_transcript_new(bte_transcript *t, const void *ns, size_t ns_len) {
    transcript_start(&t->h, BTE_TAG_NEW, NULL);
    hasher_commit(&t->h, ns, ns_len);
}

void bte_transcript_resume(bte_transcript *t, const uint8_t summary[BTE_SUMMARY_BYTES]) {
    transcript_start(&t->h, BTE_TAG_RESUME, summary);
}

void bte_transcript_fork(bte_transcript *out, const bte_transcript *t, const void *label,
                         size_t label_len) {
    uint8_t s[BTE_SUMMARY_BYTES];
    bte_transcript_summarize(t, s);
    transcript_start(&out->h, BTE_TAG_FORK, s);
    hasher_commit(&out->h, label, label_len);
    sodium_memzero(s, sizeof s);
}

void bte_transcript_commit(bte_transcript *t, const void *data, size_t len) {
    hasher_commit(&t->h, data, len);
}

void bte_transcript_commit_u32(bte_transcript *t, uint32_t x) {
    uint8_t b[4];
    hash_store32_le(b, x);
    hasher_commit(&t->h, b, sizeof b);
}

void bte_transcript_commit_u64(bte_transcript *t, uint64_t x) {
    uint8_t b[8];
    hash_store64_le(b, x);
    hasher_commit(&t->h, b, sizeof b);
}

void bte_bulk_start(bte_bulk *b, bte_transcript *t) {
    b->t = t;
    b->len = 0;
}

static void bulk_flush(bte_bulk *b) {
    ecb_blake3_update(&b->t->h, b->buf, b->len);
    b->len = 0;
}

void bte_bulk_commit(bte_bulk *b, const void *data, size_t len) {
    uint8_t suffix[BTE_VARINT64_MAX_BYTES];
    size_t sl = bte_length_suffix(suffix, (uint64_t)len);
    if (len + sl > BTE_BULK_BYTES - b->len) bulk_flush(b);
    if (len + sl > BTE_BULK_BYTES) { /* an item larger than the buffer goes straight in */
        hasher_commit(&b->t->h, data, len);
        return;
    }
    memcpy(b->buf + b->len, data, len);
    memcpy(b->buf + b->len + len, suffix, sl);
    b->len += len + sl;
}

void bte_bulk_commit_u32(bte_bulk *b, uint32_t x) {
    uint8_t v[4];
    hash_store32_le(v, x);
    bte_bulk_commit(b, v, sizeof v);
}

void bte_bulk_finish(bte_bulk *b) {
    bulk_flush(b);
}

void bte_transcript_summarize(const bte_transcript *t, uint8_t out[BTE_SUMMARY_BYTES]) {
    ecb_blake3_finalize(&t->h, out);
}

void bte_transcript_noise(bte_noise *out, const bte_transcript *t, const void *label,
                          size_t label_len) {
    uint8_t s[BTE_SUMMARY_BYTES];
    bte_transcript_summarize(t, s);
    transcript_start(&out->h, BTE_TAG_NOISE, s);
    hasher_commit(&out->h, label, label_len);
    out->pos = 0;
    sodium_memzero(s, sizeof s);
}

void bte_transcript_wipe(bte_transcript *t) {
    ecb_blake3_wipe(&t->h);
}

void bte_noise_read(bte_noise *n, uint8_t *out, size_t len) {
    ecb_blake3_finalize_seek(&n->h, n->pos, out, len);
    n->pos += len;
}

void bte_noise_wipe(bte_noise *n) {
    ecb_blake3_wipe(&n->h);
    n->pos = 0;
}

void bte_transcript_challenge(fr381 *out, const bte_transcript *t, const void *label,
                              size_t label_len) {
    bte_noise n;
    uint8_t chunk[BTE_KEYGEN_IKM_BYTES];
    bte_transcript_noise(&n, t, label, label_len);
    /* KeyGen never returns zero (it re-salts instead), so the first chunk decides. */
    bte_noise_read(&n, chunk, sizeof chunk);
    bte_keygen(out, chunk);
    sodium_memzero(chunk, sizeof chunk);
    bte_noise_wipe(&n);
}

void bte_block128(uint64_t out[2], const uint8_t block[16]) {
    uint64_t lo = 0, hi = 0;
    for (int i = 7; i >= 0; i--) {
        lo = (lo << 8) | block[i];
        hi = (hi << 8) | block[8 + i];
    }
    out[0] = lo | (uint64_t)((lo | hi) == 0);
    out[1] = hi;
}
