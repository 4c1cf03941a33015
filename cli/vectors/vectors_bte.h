/* The runner of suite "threshold-decryption/profile-v1" (vectors/threshold-decryption/
 * profile-v1.json): every value of the file is compared with what ecbatch computes, one tally
 * entry per value, and every object's keys must be known (a value nobody checks fails).
 *
 *   vectors_bte.c            entry point, helpers, primitives
 *   vectors_bte_ops.c        the "ops" texts of the transcript primitives, read and run
 *   vectors_bte_examples.c   the four worked examples, end to end
 *   vectors_bte_negative.c   the negative cases (errors, filters, decoder rejections) */
#ifndef ECBATCH_CLI_VECTORS_BTE_H
#define ECBATCH_CLI_VECTORS_BTE_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "bte/bte_internal.h"
#include "jsonutil.h"

/* One place in the file ("examples[MinSig/t2n3].ciphertexts[1]") and the tally. */
struct bvt {
    struct vector_tally *tally;
    char where[160];
};

/* Records one check named `what` at the current place. */
void bvt_check(struct bvt *t, int ok, const char *what);
/* obj[key] (hex) equals got[0..len). */
void bvt_hex(struct bvt *t, const json_t *obj, const char *key, const uint8_t *got, size_t len);
/* obj[key] (a JSON integer) equals got. */
void bvt_int(struct bvt *t, const json_t *obj, const char *key, long long got);
/* obj[key] (a JSON boolean) equals got. */
void bvt_bool(struct bvt *t, const json_t *obj, const char *key, int got);
/* obj[key] (a JSON array of integers) equals got[0..n). */
void bvt_ints(struct bvt *t, const json_t *obj, const char *key, const uint32_t *got, size_t n);
/* obj[utf8_key], when present, is the text of the hex field obj[hex_key]. */
void bvt_utf8(struct bvt *t, const json_t *obj, const char *hex_key, const char *utf8_key);
/* Every key of obj is in the NULL-terminated list `known`. */
void bvt_keys(struct bvt *t, const json_t *obj, const char *const *known);
/* obj[key] as fresh bytes (freed by the caller; non-NULL for ""), or NULL with a failure. */
uint8_t *bvt_bytes(struct bvt *t, const json_t *obj, const char *key, size_t *len);
/* obj[key] as exactly len bytes: 1, or 0 with a failure. */
int bvt_fixed(struct bvt *t, const json_t *obj, const char *key, uint8_t *out, size_t len);
/* BLAKE3 (keyed with key when non-NULL) of the hex input obj[input_key] equals the summary
 * obj[summary_key], which equals ours. */
void bvt_summary(struct bvt *t, const json_t *obj, const char *input_key, const char *summary_key,
                 const uint8_t *key, const uint8_t ours[32]);
/* Sets the place: printf-style. */
void bvt_at(struct bvt *t, const char *fmt, ...);

/* The transcript an "ops" text describes (cli/vectors/vectors_bte_ops.c has the language): the state
 * before any noise, the noise label, and the bytes absorbed since the last start tag under the
 * profile's framing (v1) and upstream's V0 framing (v0). */
struct bvt_ops {
    bte_transcript tr;
    int keyed;       /* the chain starts with resume(summary of ...) */
    uint8_t key[32]; /* then: that summary */
    int has_noise;   /* noise(label) (in the chain, or ", then summarize and noise(label)") */
    uint8_t noise[128];
    size_t noise_len;
    int scalar;   /* scalar_from_transcript(chain, label) */
    size_t first; /* ", first N bytes" (0: not given) */
    size_t commits, last_commit_len;
    uint8_t *v1, *v0;
    size_t v1_len, v0_len;
    int failed;
};
/* Parses and runs text: 0, or -1 when it is not in the language (*o is then freed). */
int bvt_ops_parse(struct bvt_ops *o, const char *text);
void bvt_ops_free(struct bvt_ops *o);

/* The state of one example, built by vectors_bte_examples.c and used by the negative cases. */
#define BVT_MAX_N 8
#define BVT_MAX_CT 4
struct bvt_example {
    const char *id;
    uint32_t variant;
    const bte_group_ops *ops;
    uint32_t t, n;
    ecb_bte_public *pub;
    ecb_bte_point pk;
    ecb_bte_point hi[BVT_MAX_N];
    size_t ct_count;
    ecb_bte_ciphertext *cts[BVT_MAX_CT]; /* decoded from the wires */
};

/* Runs one example; fills *ex (freed with bvt_example_free). */
void bvt_run_example(struct bvt *t, const json_t *example, struct bvt_example *ex);
void bvt_example_free(struct bvt_example *ex);
/* Runs one negative case against the examples. */
void bvt_run_negative(struct bvt *t, const json_t *neg, const struct bvt_example *examples,
                      size_t example_count);

/* Helpers shared by the two case files. */
/* A request over the example's ciphertexts at positions[0..n). */
ecb_bte_request *bvt_request(const struct bvt_example *ex, const uint32_t *positions, size_t n,
                             const uint8_t *context, size_t context_len, uint32_t threshold);
void bvt_request_free(ecb_bte_request *req);
/* The batched ciphertext check of obj (profile point 9): candidates, rejections, weights,
 * residual, fallback, and the valid set under valid_key. */
void bvt_ct_batch(struct bvt *t, const json_t *obj, const bte_group_ops *ops,
                  const ecb_bte_point *pk, ecb_bte_ciphertext *const *cts, size_t n,
                  const char *valid_key);
/* JSON integer array -> u32 array (at most max entries); returns the count or -1. */
int bvt_u32_array(const json_t *arr, uint32_t *out, size_t max);
/* The spec name of an error status ("IndexMismatch", ...), or NULL. */
const char *bvt_error_name(ecb_status st);
/* Compares an ecb_bte_error with obj's error name and args (keys `error_key`, `args_key`). */
void bvt_error(struct bvt *t, const json_t *obj, const char *error_key, const char *args_key,
               const ecb_bte_error *err);

#endif
