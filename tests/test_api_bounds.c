/* Every bounded argument of the public API (docs/bounds.md), one row per (function, argument):
 * each is called with 0, 1, its bound, bound + 1, UINT32_MAX and SIZE_MAX where its type holds
 * them, and must return the documented status within five seconds, leave its outputs as
 * documented, and stay within a memory limit (RLIMIT_AS of 4 GiB; not under AddressSanitizer,
 * whose shadow memory reserves terabytes of address space, nor under valgrind: there the
 * statuses and a time limit scaled to their slowdown remain). An accepted value runs for real when
 * the row's data allows it cheaply ("cheap"); an accepted value above that (e.g. 2^28 points, 4 GiB
 * of message) is skipped, the values beyond the bound never are. Each row's adapter gives the
 * function small valid data around the probed argument. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ecbatch.h"
#include "testlib.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#endif
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#endif
#endif
#ifndef RUNNING_ON_VALGRIND
#define RUNNING_ON_VALGRIND 0
#endif

/* A function that answers "no result" (NULL, 0) instead of a status: its adapter says so. */
#define NO_RESULT ((ecb_status)1)
#define MiB ((size_t)1 << 20)

typedef struct row {
    const char *name;    /* "function(argument)", as in docs/bounds.md */
    uint64_t type_max;   /* UINT32_MAX or SIZE_MAX: larger probes are not representable */
    uint64_t lo, hi;     /* the accepted values */
    ecb_status below;    /* the status of a value below lo */
    ecb_status above;    /* the status of a value above hi */
    uint64_t cheap;      /* accepted values above this are skipped (see the adapter) */
    ecb_status accepted; /* the status of an accepted value with the adapter's data */
    /* calls the function with the argument v; *ok = the outputs are as documented */
    ecb_status (*call)(uint64_t v, int *ok);
    /* when the accepted set is not one range: the status of v (replaces the four above) */
    ecb_status (*expect)(uint64_t v);
} row;

/* ---- fixtures: small valid data of every module, built once ---------------------------------- */

static uint8_t *big;    /* 16 MiB + 64 zero bytes: contexts and wire lengths at their bound */
static uint8_t msg[64]; /* any message, label, tag */

static ecb_ristretto255_point r_pts[2];
static ecb_ristretto255_scalar r_sc[2];
static uint8_t r_enc[2][32];

static ecb_bls12_381_g1_affine g1_pts[2];
static ecb_bls12_381_g2_affine g2_pts[2];
static ecb_bls12_381_scalar b_sc[2];
static ecb_bls12_377_g1_affine h1_pts[2];
static ecb_bls12_377_scalar h_sc[2];
static uint8_t g1_enc[2 * 48], g1u_enc[2 * 96], g2_enc[2 * 96], g2u_enc[2 * 192];
static uint8_t h1_enc[2 * 48], h1u_enc[2 * 96];
static ecb_bn254_g1_affine q1_pts[2];
static ecb_bn254_scalar q_sc[2];
static uint8_t q1_enc[2 * 32], q1u_enc[2 * 64];

static ecb_msm_ristretto255_precomp *precomp;
static ecb_msm_fixed *fixed[ECB_GROUP_COUNT];
static uint8_t *fixed_saved;
static size_t fixed_saved_len;

#define BTE_N ECB_BTE_MAX_PARTICIPANTS
static ecb_bte_public *bte_pub;
static ecb_bte_share *bte_shares; /* all n = ECB_BTE_MAX_PARTICIPANTS shares, t = 2 */
static ecb_bte_point bte_pk, bte_hi[3];
static ecb_bte_ciphertext *bte_ct;
static ecb_bte_request *bte_req;
static ecb_bte_response *bte_resp[3]; /* servers 0, 1 and 65535 */
static ecb_bte_response *bte_resp2;   /* server 2 */
static uint8_t bte_pub_enc[1 + 1 + 2 * 48], bte_share_enc[ECB_BTE_SHARE_MAX_BYTES];
static uint8_t *bte_ct_enc, *bte_resp_enc;
/* threshold BLS (min-pk) over the same dealing: partial signatures of shares 0 and 1 on msg[0..8) */
#define THR_PB 100
static uint8_t thr_partials[2 * THR_PB];
static size_t bte_share_len, bte_ct_len, bte_resp_len;

static ecb_bpp_pedersen_gens bpp_gens;
static ecb_bpp_params *bpp_params; /* n = 8, M = 1, T = 1 */
static ecb_bpp_statement bpp_st;
static ecb_bpp_proof bpp_proof;
static uint8_t bpp_com[1][32], bpp_wire[1 + 32 * (6 + 5 + 32)];
static size_t bpp_wire_len;
static uint64_t bpp_value = 5;
static ecb_ristretto255_scalar bpp_blinding;

static ecb_kzg_settings *kzg_settings; /* the mainnet setup of the vectors */

/* the index of server v among the fixture's responses (0, 1, 65535), or -1 */
static int bte_slot(uint64_t v) {
    return v == 0 ? 0 : v == 1 ? 1 : v == BTE_N - 1 ? 2 : -1;
}

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

static void fixtures(void) {
    big = calloc(16 * MiB + 64, 1);
    CHECK(big != NULL);
    tl_random(msg, sizeof msg);
    /* ristretto255: B, 2B */
    ecb_ristretto255_base(&r_pts[0]);
    ecb_ristretto255_double(&r_pts[1], &r_pts[0]);
    for (int i = 0; i < 2; i++) {
        ecb_ristretto255_scalar_from_u64(&r_sc[i], 3 + (uint64_t)i);
        ecb_ristretto255_encode(r_enc[i], &r_pts[i]);
    }
    /* BLS12-381 G1, G2, BLS12-377 G1 and BN254 G1: g, 2g */
    ecb_bls12_381_g1 p1[2];
    ecb_bls12_381_g2 p2[2];
    ecb_bls12_377_g1 p3[2];
    ecb_bn254_g1 p4[2] = {ECB_BN254_G1_GENERATOR};
    ecb_bn254_g1_double(&p4[1], &p4[0]);
    ecb_bls12_381_g1_generator(&p1[0]);
    ecb_bls12_381_g1_double(&p1[1], &p1[0]);
    ecb_bls12_381_g2_generator(&p2[0]);
    ecb_bls12_381_g2_double(&p2[1], &p2[0]);
    p3[0] = ECB_BLS12_377_G1_GENERATOR;
    ecb_bls12_377_g1_double(&p3[1], &p3[0]);
    for (int i = 0; i < 2; i++) {
        ecb_bls12_381_g1_to_affine(&g1_pts[i], &p1[i]);
        ecb_bls12_381_g2_to_affine(&g2_pts[i], &p2[i]);
        ecb_bls12_377_g1_to_affine(&h1_pts[i], &p3[i]);
        ecb_bls12_381_scalar_from_u64(&b_sc[i], 5 + (uint64_t)i);
        ecb_bls12_377_scalar_from_u64(&h_sc[i], 7 + (uint64_t)i);
        ecb_bls12_381_g1_encode(g1_enc + 48 * i, &p1[i]);
        ecb_bls12_381_g1_encode_uncompressed(g1u_enc + 96 * i, &p1[i]);
        ecb_bls12_381_g2_encode(g2_enc + 96 * i, &p2[i]);
        ecb_bls12_381_g2_encode_uncompressed(g2u_enc + 192 * i, &p2[i]);
        ecb_bls12_377_g1_encode(h1_enc + 48 * i, &p3[i]);
        ecb_bls12_377_g1_encode_uncompressed(h1u_enc + 96 * i, &p3[i]);
        ecb_bn254_g1_to_affine(&q1_pts[i], &p4[i]);
        ecb_bn254_scalar_from_u64(&q_sc[i], 9 + (uint64_t)i);
        ecb_bn254_g1_encode(q1_enc + 32 * i, &p4[i]);
        ecb_bn254_g1_encode_uncompressed(q1u_enc + 64 * i, &p4[i]);
    }
    /* MSM tables over the two points of each group */
    CHECK(ecb_msm_ristretto255_precomp_new(&precomp, r_pts, 2, 0) == ECB_OK);
    CHECK(ecb_msm_fixed_ristretto255_new(&fixed[ECB_GROUP_RISTRETTO255], r_pts, 2, SIZE_MAX) ==
          ECB_OK);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&fixed[ECB_GROUP_BLS12_381_G1], g1_pts, 2, SIZE_MAX) ==
          ECB_OK);
    CHECK(ecb_msm_fixed_bls12_381_g2_new(&fixed[ECB_GROUP_BLS12_381_G2], g2_pts, 2, SIZE_MAX) ==
          ECB_OK);
    CHECK(ecb_msm_fixed_bls12_377_g1_new(&fixed[ECB_GROUP_BLS12_377_G1], h1_pts, 2, SIZE_MAX) ==
          ECB_OK);
    CHECK(ecb_msm_fixed_bn254_g1_new(&fixed[ECB_GROUP_BN254_G1], q1_pts, 2, SIZE_MAX) == ECB_OK);
    fixed_saved_len = ecb_msm_fixed_saved_size(fixed[ECB_GROUP_BLS12_381_G1]);
    fixed_saved = malloc(fixed_saved_len);
    CHECK(ecb_msm_fixed_save(fixed[ECB_GROUP_BLS12_381_G1], fixed_saved, fixed_saved_len) ==
          ECB_OK);

    /* threshold decryption: t = 2 of the largest n, one ciphertext, servers 0, 1, 2, 65535 */
    bte_shares = malloc(BTE_N * sizeof *bte_shares);
    CHECK(ecb_bte_deal(&bte_pub, bte_shares, ECB_BTE_MINPK, 2, BTE_N) == ECB_OK);
    ecb_bte_public_key(bte_pub, &bte_pk);
    const uint32_t servers[3] = {0, 1, BTE_N - 1};
    for (int i = 0; i < 3; i++)
        CHECK(ecb_bte_public_share_var(bte_pub, servers[i], &bte_hi[i]) == ECB_OK);
    CHECK(ecb_bte_encrypt(&bte_ct, &bte_pk, msg, 8, msg + 16, 16) == ECB_OK);
    static const ecb_bte_ciphertext *cts[1]; /* the request borrows the array */
    cts[0] = bte_ct;
    CHECK(ecb_bte_request_new_var(&bte_req, &bte_pk, cts, 1, msg, 4, 2, 1) == ECB_OK);
    for (int i = 0; i < 3; i++)
        CHECK(ecb_bte_respond(&bte_resp[i], bte_req, &bte_shares[servers[i]], 1) == ECB_OK);
    CHECK(ecb_bte_respond(&bte_resp2, bte_req, &bte_shares[2], 1) == ECB_OK);
    CHECK(ecb_bte_public_encoded_size(bte_pub) == sizeof bte_pub_enc);
    ecb_bte_public_encode(bte_pub_enc, bte_pub);
    bte_share_len = ecb_bte_share_encode(bte_share_enc, &bte_shares[0]);
    bte_ct_len = ecb_bte_ciphertext_encoded_size(bte_ct);
    bte_ct_enc = malloc(bte_ct_len);
    ecb_bte_ciphertext_encode(bte_ct_enc, bte_ct);
    for (int i = 0; i < 2; i++)
        CHECK(ecb_bls_threshold_sign(ECB_BLS_MIN_PK, thr_partials + i * THR_PB, &bte_shares[i], msg,
                                     8) == ECB_OK);
    bte_resp_len = ecb_bte_response_encoded_size(bte_resp[0]);
    bte_resp_enc = malloc(bte_resp_len);
    ecb_bte_response_encode(bte_resp_enc, bte_resp[0]);

    /* Bulletproofs+: one 8-bit proof of 5 */
    CHECK(ecb_bpp_pedersen_gens_default(&bpp_gens, 1) == ECB_OK);
    CHECK(ecb_bpp_params_create(&bpp_params, 8, 1, &bpp_gens) == ECB_OK);
    ecb_ristretto255_scalar_from_u64(&bpp_blinding, 1234567);
    ecb_ristretto255_point c;
    CHECK(ecb_bpp_commit(&c, &bpp_gens, bpp_value, &bpp_blinding, 1) == ECB_OK);
    ecb_ristretto255_encode(bpp_com[0], &c);
    bpp_st = (ecb_bpp_statement){bpp_params, 1, (const uint8_t(*)[32])bpp_com, NULL, NULL, NULL};
    ecb_bpp_witness w = {1, 1, &bpp_value, &bpp_blinding};
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"bounds", 6);
    CHECK(ecb_bpp_prove(&bpp_proof, &t, &bpp_st, &w, zero_rng, NULL) == ECB_OK);
    CHECK(ecb_bpp_proof_serialize(bpp_wire, sizeof bpp_wire, &bpp_wire_len, &bpp_proof) == ECB_OK);

    CHECK(ecb_kzg_settings_load_file(&kzg_settings, tl_vector_path("kzg/trusted_setup.txt"), 1) ==
          ECB_OK);
}

static void fixtures_free(void) {
    ecb_kzg_settings_free(kzg_settings);
    ecb_msm_ristretto255_precomp_free(precomp);
    for (int g = 0; g < ECB_GROUP_COUNT; g++)
        ecb_msm_fixed_free(fixed[g]);
    free(fixed_saved);
    for (int i = 0; i < 3; i++)
        ecb_bte_response_free(bte_resp[i]);
    ecb_bte_response_free(bte_resp2);
    ecb_bte_request_free(bte_req);
    ecb_bte_ciphertext_free(bte_ct);
    ecb_bte_public_free(bte_pub);
    free(bte_shares);
    free(bte_ct_enc);
    free(bte_resp_enc);
    ecb_bpp_params_free(bpp_params);
    free(big);
}

/* ---- ristretto255.h ------------------------------------------------------------------------ */

static ecb_status a_r255_decode_batch(size_t n, unsigned threads, int *ok) {
    ecb_ristretto255_point out[2];
    ecb_status status[2] = {ECB_OK, ECB_OK};
    memset(out, 0x5a, sizeof out);
    ecb_status st = ecb_ristretto255_decode_batch_var(out, status, r_enc[0], n, threads);
    uint8_t sentinel[sizeof out];
    memset(sentinel, 0x5a, sizeof sentinel);
    *ok = st != ECB_OK ? memcmp(out, sentinel, sizeof out) == 0
                       : n == 0 || ecb_ristretto255_equal(&out[0], &r_pts[0]);
    return st;
}
static ecb_status r255_decode_batch_n(uint64_t v, int *ok) {
    return a_r255_decode_batch((size_t)v, 1, ok);
}
static ecb_status r255_decode_batch_threads(uint64_t v, int *ok) {
    return a_r255_decode_batch(2, (unsigned)v, ok);
}
static ecb_status r255_batch_invert_n(uint64_t v, int *ok) {
    ecb_ristretto255_scalar out[2], scratch[2];
    memset(out, 0x5a, sizeof out);
    ecb_status st = ecb_ristretto255_scalar_batch_invert(out, r_sc, (size_t)v, scratch);
    *ok = st == ECB_OK || out[0].v[0] == 0x5a5a5a5a5a5a5a5au;
    return st;
}

/* ---- bls12_381.h and bls12_377.h: batch decoders ------------------------------------------- */

typedef ecb_status (*batch_decoder)(void *out, size_t n, const uint8_t *in, size_t in_len,
                                    unsigned threads, ecb_status *statuses, size_t *first_bad);
static ecb_status h1_gnark_batch(void *out, size_t n, const uint8_t *in, size_t in_len,
                                 unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bls12_377_g1_batch_decode_affine(out, n, in, in_len, ECB_BLS12_377_GNARK, threads,
                                                statuses, first_bad);
}
static ecb_status q1_gnark_batch(void *out, size_t n, const uint8_t *in, size_t in_len,
                                 unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bn254_g1_batch_decode_affine(out, n, in, in_len, ECB_BN254_GNARK, threads, statuses,
                                            first_bad);
}

/* One call of a batch decoder over the two encodings at in (enc bytes each). */
static ecb_status a_batch_decode(batch_decoder fn, const uint8_t *in, size_t n, size_t in_len,
                                 unsigned threads, int *ok) {
    uint8_t out[2 * sizeof(ecb_bls12_381_g2_affine)], sentinel[sizeof out];
    ecb_status statuses[2];
    size_t first_bad = 7;
    memset(out, 0x5a, sizeof out);
    memset(sentinel, 0x5a, sizeof sentinel);
    ecb_status st = fn(out, n, in, in_len, threads, statuses, &first_bad);
    *ok = st != ECB_OK ? memcmp(out, sentinel, sizeof out) == 0 && first_bad == 0 : first_bad == n;
    return st;
}
/* n over the two encodings (in_len = 48 n etc., 0 when n is beyond them), in_len for one,
 * threads for two */
#define BATCH_ROWS(NAME, FN, IN, ENC)                                                              \
    static ecb_status NAME##_n(uint64_t v, int *ok) {                                              \
        size_t n = (size_t)v;                                                                      \
        return a_batch_decode((batch_decoder)FN, IN, n, n <= 2 ? n * ENC : 0, 1, ok);              \
    }                                                                                              \
    static ecb_status NAME##_in_len(uint64_t v, int *ok) {                                         \
        return a_batch_decode((batch_decoder)FN, IN, 1, (size_t)v, 1, ok);                         \
    }                                                                                              \
    static ecb_status NAME##_threads(uint64_t v, int *ok) {                                        \
        return a_batch_decode((batch_decoder)FN, IN, 2, 2 * ENC, (unsigned)v, ok);                 \
    }
BATCH_ROWS(g1_batch, ecb_bls12_381_g1_batch_decode_affine, g1_enc, 48)
BATCH_ROWS(g1u_batch, ecb_bls12_381_g1_batch_decode_affine_uncompressed, g1u_enc, 96)
BATCH_ROWS(g2_batch, ecb_bls12_381_g2_batch_decode_affine, g2_enc, 96)
BATCH_ROWS(g2u_batch, ecb_bls12_381_g2_batch_decode_affine_uncompressed, g2u_enc, 192)
BATCH_ROWS(h1_batch, h1_gnark_batch, h1_enc, 48)
BATCH_ROWS(q1_batch, q1_gnark_batch, q1_enc, 32)

static ecb_status g1_batch_to_affine_n(uint64_t v, int *ok) {
    ecb_bls12_381_g1 in[2];
    ecb_bls12_381_g1_affine out[2];
    ecb_bls12_381_g1_generator(&in[0]);
    in[1] = in[0];
    ecb_bls12_381_g1_batch_to_affine(out, in, (size_t)v);
    *ok = v == 0 || memcmp(&out[0], &g1_pts[0], sizeof out[0]) == 0;
    return ECB_OK;
}
static ecb_status g2_batch_to_affine_n(uint64_t v, int *ok) {
    ecb_bls12_381_g2 in[2];
    ecb_bls12_381_g2_affine out[2];
    ecb_bls12_381_g2_generator(&in[0]);
    in[1] = in[0];
    ecb_bls12_381_g2_batch_to_affine(out, in, (size_t)v);
    *ok = v == 0 || memcmp(&out[0], &g2_pts[0], sizeof out[0]) == 0;
    return ECB_OK;
}
static ecb_status h1_batch_to_affine_n(uint64_t v, int *ok) {
    ecb_bls12_377_g1 in[2] = {ECB_BLS12_377_G1_GENERATOR, ECB_BLS12_377_G1_GENERATOR};
    ecb_bls12_377_g1_affine out[2];
    ecb_bls12_377_g1_batch_to_affine(out, in, (size_t)v);
    *ok = v == 0 || memcmp(&out[0], &h1_pts[0], sizeof out[0]) == 0;
    return ECB_OK;
}

static ecb_status r381_batch_invert_n(uint64_t v, int *ok) {
    ecb_bls12_381_scalar out[2], scratch[2];
    memset(out, 0x5a, sizeof out);
    ecb_status st = ecb_bls12_381_scalar_batch_invert(out, b_sc, (size_t)v, scratch);
    *ok = st == ECB_OK || out[0].v[0] == 0x5a5a5a5a5a5a5a5au;
    return st;
}

static ecb_status h1_decode_affine_in_len(uint64_t v, int *ok) {
    ecb_bls12_377_g1_affine out;
    ecb_status st = ecb_bls12_377_g1_decode_affine(&out, h1_enc, (size_t)v, ECB_BLS12_377_GNARK);
    ecb_bls12_377_g1_affine zero;
    memset(&zero, 0, sizeof zero);
    *ok = st == ECB_OK ? memcmp(&out, &h1_pts[0], sizeof out) == 0
                       : memcmp(&out, &zero, sizeof out) == 0;
    return st;
}
static ecb_status h1_raw_unchecked_in_len(uint64_t v, int *ok) {
    ecb_bls12_377_g1_affine out;
    ecb_status st = ecb_bls12_377_g1_affine_from_raw_unchecked(&out, h1u_enc, (size_t)v,
                                                               ECB_BLS12_377_GNARK_UNCOMPRESSED);
    ecb_bls12_377_g1_affine zero;
    memset(&zero, 0, sizeof zero);
    *ok = st == ECB_OK ? memcmp(&out, &h1_pts[0], sizeof out) == 0
                       : memcmp(&out, &zero, sizeof out) == 0;
    return st;
}

/* ---- bn254.h: decoders (gnark-crypto's compressed form unless the row probes enc) ----------- */

static ecb_status q1_batch_to_affine_n(uint64_t v, int *ok) {
    ecb_bn254_g1 in[2] = {ECB_BN254_G1_GENERATOR, ECB_BN254_G1_GENERATOR};
    ecb_bn254_g1_affine out[2];
    ecb_bn254_g1_batch_to_affine(out, in, (size_t)v);
    *ok = v == 0 || memcmp(&out[0], &q1_pts[0], sizeof out[0]) == 0;
    return ECB_OK;
}
/* One decode of the first point: in_len bytes of the encoding enc (the compressed or the
 * uncompressed bytes, by enc); out is the point on success, (0, 0) on error. */
static ecb_status a_q1_decode_affine(size_t in_len, ecb_bn254_encoding enc, int *ok) {
    ecb_bn254_g1_affine out, zero;
    memset(&out, 0x5a, sizeof out);
    memset(&zero, 0, sizeof zero);
    ecb_status st =
        ecb_bn254_g1_decode_affine(&out, enc == ECB_BN254_EIP196 ? q1u_enc : q1_enc, in_len, enc);
    *ok = st == ECB_OK ? memcmp(&out, &q1_pts[0], sizeof out) == 0
                       : memcmp(&out, &zero, sizeof out) == 0;
    return st;
}
static ecb_status q1_decode_affine_in_len(uint64_t v, int *ok) {
    return a_q1_decode_affine((size_t)v, ECB_BN254_GNARK, ok);
}
/* enc: the two encodings (0 gnark, 1 EIP-196), each with its own length; any other value is
 * refused before the length is looked at */
static ecb_status q1_decode_affine_enc(uint64_t v, int *ok) {
    ecb_bn254_encoding enc = (ecb_bn254_encoding)(unsigned)v;
    return a_q1_decode_affine(v == ECB_BN254_EIP196 ? 64 : 32, enc, ok);
}
static ecb_status q1_decode_affine_enc_expect(uint64_t v) {
    return v == ECB_BN254_GNARK || v == ECB_BN254_EIP196 ? ECB_OK : ECB_ERR_INVALID_ARGUMENT;
}
static ecb_status q1_raw_unchecked_in_len(uint64_t v, int *ok) {
    ecb_bn254_g1_affine out, zero;
    memset(&zero, 0, sizeof zero);
    ecb_status st =
        ecb_bn254_g1_affine_from_raw_unchecked(&out, q1u_enc, (size_t)v, ECB_BN254_EIP196);
    *ok = st == ECB_OK ? memcmp(&out, &q1_pts[0], sizeof out) == 0
                       : memcmp(&out, &zero, sizeof out) == 0;
    return st;
}

/* ---- bls12_381.h: hashing to the curve and to the field ------------------------------------ */

#define DST_LEN 8 /* the fixtures' tag: msg[0..8) */

typedef ecb_status (*h2c_g1_fn)(ecb_bls12_381_g1 *, const uint8_t *, size_t, const uint8_t *,
                                size_t);
typedef ecb_status (*h2c_g2_fn)(ecb_bls12_381_g2 *, const uint8_t *, size_t, const uint8_t *,
                                size_t);
typedef ecb_status (*aug_g1_fn)(ecb_bls12_381_g1 *, const uint8_t *, size_t, const uint8_t *,
                                size_t, const uint8_t *, size_t);
typedef ecb_status (*aug_g2_fn)(ecb_bls12_381_g2 *, const uint8_t *, size_t, const uint8_t *,
                                size_t, const uint8_t *, size_t);

/* The G1 and G2 calls, with aug NULL for the plain ones: out is the identity on error. */
static ecb_status a_h2c(int g2, const void *fn, int aug, size_t aug_len, size_t msg_len,
                        size_t dst_len, int *ok) {
    ecb_status st;
    if (!g2) {
        ecb_bls12_381_g1 out;
        ecb_bls12_381_g1_generator(&out);
        st = aug ? ((aug_g1_fn)fn)(&out, msg, aug_len, msg + 16, msg_len, msg, dst_len)
                 : ((h2c_g1_fn)fn)(&out, msg + 16, msg_len, msg, dst_len);
        *ok = (st != ECB_OK) == ecb_bls12_381_g1_is_identity(&out);
    } else {
        ecb_bls12_381_g2 out;
        ecb_bls12_381_g2_generator(&out);
        st = aug ? ((aug_g2_fn)fn)(&out, msg, aug_len, msg + 16, msg_len, msg, dst_len)
                 : ((h2c_g2_fn)fn)(&out, msg + 16, msg_len, msg, dst_len);
        *ok = (st != ECB_OK) == ecb_bls12_381_g2_is_identity(&out);
    }
    return st;
}
#define H2C_ROWS(NAME, G2, FN)                                                                     \
    static ecb_status NAME##_msg_len(uint64_t v, int *ok) {                                        \
        return a_h2c(G2, (const void *)FN, 0, 0, (size_t)v, DST_LEN, ok);                          \
    }                                                                                              \
    static ecb_status NAME##_dst_len(uint64_t v, int *ok) {                                        \
        return a_h2c(G2, (const void *)FN, 0, 0, 4, (size_t)v, ok);                                \
    }
H2C_ROWS(g1_h2c, 0, ecb_bls12_381_g1_hash_to_curve)
H2C_ROWS(g1_e2c, 0, ecb_bls12_381_g1_encode_to_curve)
H2C_ROWS(g2_h2c, 1, ecb_bls12_381_g2_hash_to_curve)
H2C_ROWS(g2_e2c, 1, ecb_bls12_381_g2_encode_to_curve)
#define AUG_ROWS(NAME, G2, FN)                                                                     \
    static ecb_status NAME##_aug_len(uint64_t v, int *ok) {                                        \
        return a_h2c(G2, (const void *)FN, 1, (size_t)v, 1, DST_LEN, ok);                          \
    }                                                                                              \
    static ecb_status NAME##_msg_len(uint64_t v, int *ok) {                                        \
        return a_h2c(G2, (const void *)FN, 1, 1, (size_t)v, DST_LEN, ok);                          \
    }                                                                                              \
    static ecb_status NAME##_dst_len(uint64_t v, int *ok) {                                        \
        return a_h2c(G2, (const void *)FN, 1, 1, 1, (size_t)v, ok);                                \
    }
AUG_ROWS(g1_aug, 0, ecb_bls12_381_g1_hash_to_curve_aug)
AUG_ROWS(g2_aug, 1, ecb_bls12_381_g2_hash_to_curve_aug)

/* hash_to_field: u[0..count) zero on an error with a valid count, untouched otherwise */
static ecb_status a_h2f(int fp2, size_t count, size_t msg_len, size_t dst_len, int *ok) {
    ecb_bls12_381_fp2 u[2];
    memset(u, 0x5a, sizeof u);
    ecb_status st = fp2 ? ecb_bls12_381_hash_to_field_fp2(u, count, msg + 16, msg_len, msg, dst_len)
                        : ecb_bls12_381_hash_to_field_fp((ecb_bls12_381_fp *)u, count, msg + 16,
                                                         msg_len, msg, dst_len);
    const uint8_t *b = (const uint8_t *)u;
    *ok = 1;
    if (st != ECB_OK && count >= 1 && count <= 2)
        for (size_t i = 0; i < count * (fp2 ? sizeof(ecb_bls12_381_fp2) : sizeof(ecb_bls12_381_fp));
             i++)
            *ok &= b[i] == 0;
    if (st != ECB_OK && (count < 1 || count > 2)) *ok = b[0] == 0x5a;
    return st;
}
static ecb_status h2f_fp_count(uint64_t v, int *ok) {
    return a_h2f(0, (size_t)v, 4, DST_LEN, ok);
}
static ecb_status h2f_fp_msg_len(uint64_t v, int *ok) {
    return a_h2f(0, 2, (size_t)v, DST_LEN, ok);
}
static ecb_status h2f_fp_dst_len(uint64_t v, int *ok) {
    return a_h2f(0, 2, 4, (size_t)v, ok);
}
static ecb_status h2f_fp2_count(uint64_t v, int *ok) {
    return a_h2f(1, (size_t)v, 4, DST_LEN, ok);
}
static ecb_status h2f_fp2_msg_len(uint64_t v, int *ok) {
    return a_h2f(1, 2, (size_t)v, DST_LEN, ok);
}
static ecb_status h2f_fp2_dst_len(uint64_t v, int *ok) {
    return a_h2f(1, 2, 4, (size_t)v, ok);
}

/* ---- merlin.h ------------------------------------------------------------------------------ */

/* The transcript fails exactly on an error; a challenge's out is untouched by a refused length */
static int merlin_ok(const ecb_merlin_transcript *t, ecb_status st) {
    return (st == ECB_OK) == (t->cur_flags != ECB_MERLIN_FAILED);
}
static ecb_status merlin_init_label_len(uint64_t v, int *ok) {
    ecb_merlin_transcript t;
    ecb_status st = ecb_merlin_init(&t, msg, (size_t)v);
    *ok = merlin_ok(&t, st);
    return st;
}
static ecb_status merlin_append_label_len(uint64_t v, int *ok) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, msg, 4);
    ecb_status st = ecb_merlin_append_message(&t, msg, (size_t)v, msg, 8);
    *ok = merlin_ok(&t, st);
    return st;
}
static ecb_status merlin_append_message_len(uint64_t v, int *ok) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, msg, 4);
    ecb_status st = ecb_merlin_append_message(&t, msg, 4, msg, (size_t)v);
    *ok = merlin_ok(&t, st);
    return st;
}
static ecb_status merlin_u64_label_len(uint64_t v, int *ok) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, msg, 4);
    ecb_status st = ecb_merlin_append_u64(&t, msg, (size_t)v, 99);
    *ok = merlin_ok(&t, st);
    return st;
}
static ecb_status a_merlin_challenge(size_t label_len, size_t out_len, int *ok) {
    ecb_merlin_transcript t;
    uint8_t out[64];
    memset(out, 0x5a, sizeof out);
    ecb_merlin_init(&t, msg, 4);
    ecb_status st = ecb_merlin_challenge_bytes(&t, msg, label_len, out, out_len);
    *ok = merlin_ok(&t, st) && (st == ECB_OK || out[0] == 0x5a);
    return st;
}
static ecb_status merlin_challenge_label_len(uint64_t v, int *ok) {
    return a_merlin_challenge((size_t)v, 32, ok);
}
static ecb_status merlin_challenge_out_len(uint64_t v, int *ok) {
    return a_merlin_challenge(4, (size_t)v, ok);
}

/* ---- msm.h: plans and scratch sizes -------------------------------------------------------- */

/* ecb_msm_plan_ex, and ecb_msm_plan (its defaults) with the same answer when those apply */
static ecb_status a_plan(size_t n, unsigned bits, unsigned threads, ecb_msm_strategy s,
                         unsigned window, int *ok) {
    ecb_msm_plan_result plan, plain;
    memset(&plan, 0x5a, sizeof plan);
    memset(&plain, 0x5a, sizeof plain);
    ecb_status st =
        ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, n, bits, threads, NULL, s, window, &plan);
    *ok = st != ECB_OK ? plan.window == 0x5a5a5a5au : plan.n == n && plan.scalar_bits == bits;
    if (s == ECB_MSM_AUTO && window == 0)
        *ok &= ecb_msm_plan(ECB_GROUP_RISTRETTO255, n, bits, threads, &plain) == st &&
               memcmp(&plain, &plan, sizeof plan) == 0;
    return st;
}
static ecb_status plan_n(uint64_t v, int *ok) {
    return a_plan((size_t)v, 253, 1, ECB_MSM_AUTO, 0, ok);
}
static ecb_status plan_scalar_bits(uint64_t v, int *ok) {
    return a_plan(100, (unsigned)v, 1, ECB_MSM_AUTO, 0, ok);
}
static ecb_status plan_threads(uint64_t v, int *ok) {
    return a_plan(100, 253, (unsigned)v, ECB_MSM_AUTO, 0, ok);
}
static ecb_status plan_window(uint64_t v, int *ok) {
    return a_plan(100, 253, 1, ECB_MSM_PIPPENGER, (unsigned)v, ok);
}
static ecb_status scratch_size_n(uint64_t v, int *ok) {
    *ok = 1;
    return ecb_msm_scratch_size(ECB_GROUP_BLS12_381_G1, (size_t)v, NULL) != 0 ? ECB_OK : NO_RESULT;
}
static ecb_status a_scratch_plan(unsigned threads, unsigned chunks, int *ok) {
    ecb_msm_plan_result plan;
    *ok = 1;
    if (ecb_msm_plan_ex(ECB_GROUP_BLS12_381_G1, 1000, 255, 2, NULL, ECB_MSM_PIPPENGER, 0, &plan) !=
        ECB_OK)
        return ECB_ERR_PARAMETERS;
    plan.threads = threads;
    plan.point_chunks = chunks;
    return ecb_msm_scratch_size(ECB_GROUP_BLS12_381_G1, 1000, &plan) != 0 ? ECB_OK : NO_RESULT;
}
static ecb_status scratch_size_plan_threads(uint64_t v, int *ok) {
    return a_scratch_plan((unsigned)v, 1, ok);
}
static ecb_status scratch_size_plan_chunks(uint64_t v, int *ok) {
    return a_scratch_plan(1, (unsigned)v, ok);
}
static ecb_status a_scratch_options(size_t n, unsigned threads, unsigned window, int *ok) {
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.strategy = ECB_MSM_PIPPENGER;
    o.threads = threads;
    o.window = window;
    *ok = 1;
    return ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, n, &o) != 0 ? ECB_OK : NO_RESULT;
}
static ecb_status scratch_options_n(uint64_t v, int *ok) {
    return a_scratch_options((size_t)v, 1, 0, ok);
}
static ecb_status scratch_options_threads(uint64_t v, int *ok) {
    return a_scratch_options(100, (unsigned)v, 0, ok);
}
static ecb_status scratch_options_window(uint64_t v, int *ok) {
    return a_scratch_options(100, 1, (unsigned)v, ok);
}

/* ---- msm.h: MSMs, one adapter per group ------------------------------------------------------ */

/* options with the probed field: which = 0 none, 1 threads, 2 window (Pippenger forced) */
static ecb_msm_options msm_opts(int which, uint64_t v) {
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    if (which == 1) o.threads = (unsigned)v;
    if (which == 2) {
        o.strategy = ECB_MSM_PIPPENGER;
        o.window = (unsigned)v;
    }
    return o;
}

/* out = 3 B + 4 (2B) = 11 B; the identity on every error */
static ecb_status a_msm_r255(size_t n, int which, uint64_t v, int *ok) {
    ecb_ristretto255_point out = r_pts[0], want;
    ecb_msm_options o = msm_opts(which, v);
    ecb_status st = ecb_msm_ristretto255_var(&out, r_pts, r_sc, n, &o);
    ecb_ristretto255_scalar k;
    ecb_ristretto255_scalar_from_u64(&k, n == 2 ? 11 : n == 1 ? 3 : 0);
    ecb_ristretto255_scalar_mult(&want, &k, &r_pts[0]);
    *ok = st != ECB_OK ? ecb_ristretto255_is_identity(&out) : ecb_ristretto255_equal(&out, &want);
    return st;
}
static ecb_status a_msm_g1(size_t n, int which, uint64_t v, int *ok) {
    ecb_bls12_381_g1 out, want, g;
    ecb_msm_options o = msm_opts(which, v);
    ecb_bls12_381_g1_generator(&out);
    g = out;
    ecb_status st = ecb_msm_bls12_381_g1_var(&out, g1_pts, b_sc, n, &o);
    ecb_bls12_381_scalar k;
    ecb_bls12_381_scalar_from_u64(&k, n == 2 ? 17 : n == 1 ? 5 : 0);
    ecb_bls12_381_g1_mul(&want, &k, &g);
    *ok = st != ECB_OK ? ecb_bls12_381_g1_is_identity(&out) : ecb_bls12_381_g1_equal(&out, &want);
    return st;
}
static ecb_status a_msm_g2(size_t n, int which, uint64_t v, int *ok) {
    ecb_bls12_381_g2 out, want, g;
    ecb_msm_options o = msm_opts(which, v);
    ecb_bls12_381_g2_generator(&out);
    g = out;
    ecb_status st = ecb_msm_bls12_381_g2_var(&out, g2_pts, b_sc, n, &o);
    ecb_bls12_381_scalar k;
    ecb_bls12_381_scalar_from_u64(&k, n == 2 ? 17 : n == 1 ? 5 : 0);
    ecb_bls12_381_g2_mul(&want, &k, &g);
    *ok = st != ECB_OK ? ecb_bls12_381_g2_is_identity(&out) : ecb_bls12_381_g2_equal(&out, &want);
    return st;
}
static ecb_status a_msm_h1(size_t n, int which, uint64_t v, int *ok) {
    ecb_bls12_377_g1 out = ECB_BLS12_377_G1_GENERATOR, want;
    ecb_msm_options o = msm_opts(which, v);
    ecb_status st = ecb_msm_bls12_377_g1_var(&out, h1_pts, h_sc, n, &o);
    ecb_bls12_377_scalar k;
    ecb_bls12_377_scalar_from_u64(&k, n == 2 ? 23 : n == 1 ? 7 : 0);
    ecb_bls12_377_g1_mul(&want, &k, &ECB_BLS12_377_G1_GENERATOR);
    *ok = st != ECB_OK ? ecb_bls12_377_g1_is_identity(&out) : ecb_bls12_377_g1_equal(&out, &want);
    return st;
}
static ecb_status a_msm_q1(size_t n, int which, uint64_t v, int *ok) {
    ecb_bn254_g1 out = ECB_BN254_G1_GENERATOR, want;
    ecb_msm_options o = msm_opts(which, v);
    ecb_status st = ecb_msm_bn254_g1_var(&out, q1_pts, q_sc, n, &o);
    ecb_bn254_scalar k;
    ecb_bn254_scalar_from_u64(&k, n == 2 ? 29 : n == 1 ? 9 : 0);
    ecb_bn254_g1_mul(&want, &k, &ECB_BN254_G1_GENERATOR);
    *ok = st != ECB_OK ? ecb_bn254_g1_is_identity(&out) : ecb_bn254_g1_equal(&out, &want);
    return st;
}
#define MSM_ROWS(NAME, A)                                                                          \
    static ecb_status NAME##_n(uint64_t v, int *ok) {                                              \
        return A((size_t)v, 0, 0, ok);                                                             \
    }                                                                                              \
    static ecb_status NAME##_threads(uint64_t v, int *ok) {                                        \
        return A(2, 1, v, ok);                                                                     \
    }                                                                                              \
    static ecb_status NAME##_window(uint64_t v, int *ok) {                                         \
        return A(2, 2, v, ok);                                                                     \
    }
MSM_ROWS(msm_r255, a_msm_r255)
MSM_ROWS(msm_g1, a_msm_g1)
MSM_ROWS(msm_g2, a_msm_g2)
MSM_ROWS(msm_h1, a_msm_h1)
MSM_ROWS(msm_q1, a_msm_q1)

static ecb_status a_precomp_new(size_t n, unsigned window, int *ok) {
    ecb_msm_ristretto255_precomp *pre = (ecb_msm_ristretto255_precomp *)(void *)msg;
    ecb_status st = ecb_msm_ristretto255_precomp_new(&pre, r_pts, n, window);
    *ok = st != ECB_OK ? pre == NULL : ecb_msm_ristretto255_precomp_count(pre) == n;
    ecb_msm_ristretto255_precomp_free(st == ECB_OK ? pre : NULL);
    return st;
}
static ecb_status precomp_new_n(uint64_t v, int *ok) {
    return a_precomp_new((size_t)v, 0, ok);
}
static ecb_status precomp_new_window(uint64_t v, int *ok) {
    return a_precomp_new(2, (unsigned)v, ok);
}
/* the wNAF widths 2..8, and 0 for the default 8 */
static ecb_status precomp_window_expect(uint64_t v) {
    return v == 0 || (v >= 2 && v <= 8) ? ECB_OK : ECB_ERR_INVALID_ARGUMENT;
}
static ecb_status a_precomp_var(size_t ns, size_t nd, int *ok) {
    ecb_ristretto255_point out = r_pts[0];
    ecb_status st =
        ecb_msm_ristretto255_precomp_var(&out, precomp, r_sc, ns, r_pts, r_sc, nd, NULL);
    *ok = st != ECB_OK ? ecb_ristretto255_is_identity(&out) : 1;
    return st;
}
static ecb_status precomp_var_n_static(uint64_t v, int *ok) {
    return a_precomp_var((size_t)v, 1, ok);
}
static ecb_status precomp_var_n_dyn(uint64_t v, int *ok) {
    return a_precomp_var(1, (size_t)v, ok);
}
static ecb_status precomp_var_threads(uint64_t v, int *ok) {
    ecb_ristretto255_point out = r_pts[0];
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.threads = (unsigned)v;
    ecb_status st = ecb_msm_ristretto255_precomp_var(&out, precomp, r_sc, 2, r_pts, r_sc, 2, &o);
    *ok = st != ECB_OK ? ecb_ristretto255_is_identity(&out) : !ecb_ristretto255_is_identity(&out);
    return st;
}

static ecb_status a_multi_plan(size_t n, unsigned bits, size_t m, unsigned threads, int *ok) {
    ecb_msm_multi_plan_result plan;
    memset(&plan, 0x5a, sizeof plan);
    ecb_status st = ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, n, bits, m, threads, NULL, &plan);
    *ok = st != ECB_OK ? plan.window == 0x5a5a5a5au : plan.method != ECB_MSM_MULTI_AUTO;
    return st;
}
static ecb_status multi_plan_n(uint64_t v, int *ok) {
    return a_multi_plan((size_t)v, 255, 4, 1, ok);
}
static ecb_status multi_plan_m(uint64_t v, int *ok) {
    return a_multi_plan(100, 255, (size_t)v, 1, ok);
}
static ecb_status multi_plan_scalar_bits(uint64_t v, int *ok) {
    return a_multi_plan(100, (unsigned)v, 4, 1, ok);
}
static ecb_status multi_plan_threads(uint64_t v, int *ok) {
    return a_multi_plan(100, 255, 4, (unsigned)v, ok);
}

/* The outputs of many MSMs (out[0], out[1] the generator before the call; id0, id1 whether they
 * are the identity after it): untouched by the count errors, the identity on the others; on
 * success m = 0 writes nothing, n = 0 gives identities, else no identity here. */
static int multi_outputs_ok(ecb_status st, size_t n, size_t m, int id0, int id1) {
    if (st == ECB_ERR_SIZE_OVERFLOW || (st == ECB_OK && m == 0)) return !id0 && !id1;
    if (st != ECB_OK || n == 0) return id0 && (m < 2 || id1);
    return !id0 && !id1;
}
#define MULTI_ADAPTER(NAME, PT, OUTT, IDENT_FN, GEN, PTS, SC, FN)                                  \
    static ecb_status NAME(size_t n, size_t m, unsigned threads, int *ok) {                        \
        OUTT out[2];                                                                               \
        GEN(&out[0]);                                                                              \
        out[1] = out[0];                                                                           \
        ecb_msm_multi_options o;                                                                   \
        memset(&o, 0, sizeof o);                                                                   \
        o.threads = threads;                                                                       \
        const PT sc[4] = {SC[0], SC[1], SC[1], SC[0]};                                             \
        ecb_status st = FN(out, PTS, n, sc, m, &o);                                                \
        *ok = multi_outputs_ok(st, n, m, IDENT_FN(&out[0]), IDENT_FN(&out[1]));                    \
        return st;                                                                                 \
    }
static void r255_gen(ecb_ristretto255_point *p) {
    ecb_ristretto255_base(p);
}
static void h1_gen(ecb_bls12_377_g1 *p) {
    *p = ECB_BLS12_377_G1_GENERATOR;
}
static void q1_gen(ecb_bn254_g1 *p) {
    *p = ECB_BN254_G1_GENERATOR;
}
MULTI_ADAPTER(a_multi_r255, ecb_ristretto255_scalar, ecb_ristretto255_point,
              ecb_ristretto255_is_identity, r255_gen, r_pts, r_sc, ecb_msm_multi_ristretto255_var)
MULTI_ADAPTER(a_multi_g1, ecb_bls12_381_scalar, ecb_bls12_381_g1, ecb_bls12_381_g1_is_identity,
              ecb_bls12_381_g1_generator, g1_pts, b_sc, ecb_msm_multi_bls12_381_g1_var)
MULTI_ADAPTER(a_multi_g2, ecb_bls12_381_scalar, ecb_bls12_381_g2, ecb_bls12_381_g2_is_identity,
              ecb_bls12_381_g2_generator, g2_pts, b_sc, ecb_msm_multi_bls12_381_g2_var)
MULTI_ADAPTER(a_multi_h1, ecb_bls12_377_scalar, ecb_bls12_377_g1, ecb_bls12_377_g1_is_identity,
              h1_gen, h1_pts, h_sc, ecb_msm_multi_bls12_377_g1_var)
MULTI_ADAPTER(a_multi_q1, ecb_bn254_scalar, ecb_bn254_g1, ecb_bn254_g1_is_identity, q1_gen, q1_pts,
              q_sc, ecb_msm_multi_bn254_g1_var)
#define MULTI_ROWS(NAME, A)                                                                        \
    static ecb_status NAME##_n(uint64_t v, int *ok) {                                              \
        return A((size_t)v, v <= 2 ? 2 : 1, 1, ok);                                                \
    }                                                                                              \
    static ecb_status NAME##_m(uint64_t v, int *ok) {                                              \
        return A(2, (size_t)v, 1, ok);                                                             \
    }                                                                                              \
    static ecb_status NAME##_threads(uint64_t v, int *ok) {                                        \
        return A(2, 2, (unsigned)v, ok);                                                           \
    }
MULTI_ROWS(multi_r255, a_multi_r255)
MULTI_ROWS(multi_g1, a_multi_g1)
MULTI_ROWS(multi_g2, a_multi_g2)
MULTI_ROWS(multi_h1, a_multi_h1)
MULTI_ROWS(multi_q1, a_multi_q1)

/* ---- msm.h: fixed bases ---------------------------------------------------------------------- */

typedef ecb_status (*fixed_new_fn)(ecb_msm_fixed **, const void *, size_t, size_t);
static ecb_status a_fixed_new(fixed_new_fn fn, const void *pts, size_t n, size_t budget, int *ok) {
    ecb_msm_fixed *f = (ecb_msm_fixed *)(void *)msg;
    ecb_status st = fn(&f, pts, n, budget);
    *ok = st != ECB_OK ? f == NULL : ecb_msm_fixed_count(f) == n;
    ecb_msm_fixed_free(st == ECB_OK ? f : NULL);
    return st;
}
#define FIXED_NEW_ROWS(NAME, FN, PTS)                                                              \
    static ecb_status NAME##_n(uint64_t v, int *ok) {                                              \
        return a_fixed_new((fixed_new_fn)FN, PTS, (size_t)v, SIZE_MAX, ok);                        \
    }                                                                                              \
    static ecb_status NAME##_budget(uint64_t v, int *ok) {                                         \
        return a_fixed_new((fixed_new_fn)FN, PTS, 2, (size_t)v, ok);                               \
    }
FIXED_NEW_ROWS(fixed_new_r255, ecb_msm_fixed_ristretto255_new, r_pts)
FIXED_NEW_ROWS(fixed_new_g1, ecb_msm_fixed_bls12_381_g1_new, g1_pts)
FIXED_NEW_ROWS(fixed_new_g2, ecb_msm_fixed_bls12_381_g2_new, g2_pts)
FIXED_NEW_ROWS(fixed_new_h1, ecb_msm_fixed_bls12_377_g1_new, h1_pts)
FIXED_NEW_ROWS(fixed_new_q1, ecb_msm_fixed_bn254_g1_new, q1_pts)

/* n bases of the object's two, options->threads, options->window (0 or the table's, the
 * Pippenger strategy forced with a window) */
#define FIXED_VAR_ROWS(NAME, G, OUTT, GEN, IDENT_FN, SC, FN)                                       \
    static ecb_status NAME(size_t n, unsigned threads, unsigned window, int *ok) {                 \
        OUTT out;                                                                                  \
        GEN(&out);                                                                                 \
        ecb_msm_options o;                                                                         \
        memset(&o, 0, sizeof o);                                                                   \
        o.threads = threads;                                                                       \
        o.window = window;                                                                         \
        if (window != 0) o.strategy = ECB_MSM_PIPPENGER;                                           \
        ecb_status st = FN(&out, fixed[G], SC, n, &o);                                             \
        *ok = st != ECB_OK ? IDENT_FN(&out) : n == 0 || !IDENT_FN(&out);                           \
        return st;                                                                                 \
    }                                                                                              \
    static ecb_status NAME##_n(uint64_t v, int *ok) {                                              \
        return NAME((size_t)v, 1, 0, ok);                                                          \
    }                                                                                              \
    static ecb_status NAME##_threads(uint64_t v, int *ok) {                                        \
        return NAME(2, (unsigned)v, 0, ok);                                                        \
    }                                                                                              \
    static ecb_status NAME##_window(uint64_t v, int *ok) {                                         \
        return NAME(2, 1, (unsigned)v, ok);                                                        \
    }                                                                                              \
    static ecb_status NAME##_window_expect(uint64_t v) {                                           \
        unsigned c, k;                                                                             \
        CHECK(ecb_msm_fixed_shape(fixed[G], &c, &k) == ECB_OK);                                    \
        return v == 0 || v == c ? ECB_OK : ECB_ERR_INVALID_ARGUMENT;                               \
    }
FIXED_VAR_ROWS(fixed_var_r255, ECB_GROUP_RISTRETTO255, ecb_ristretto255_point, r255_gen,
               ecb_ristretto255_is_identity, r_sc, ecb_msm_fixed_ristretto255_var)
FIXED_VAR_ROWS(fixed_var_g1, ECB_GROUP_BLS12_381_G1, ecb_bls12_381_g1, ecb_bls12_381_g1_generator,
               ecb_bls12_381_g1_is_identity, b_sc, ecb_msm_fixed_bls12_381_g1_var)
FIXED_VAR_ROWS(fixed_var_g2, ECB_GROUP_BLS12_381_G2, ecb_bls12_381_g2, ecb_bls12_381_g2_generator,
               ecb_bls12_381_g2_is_identity, b_sc, ecb_msm_fixed_bls12_381_g2_var)
FIXED_VAR_ROWS(fixed_var_h1, ECB_GROUP_BLS12_377_G1, ecb_bls12_377_g1, h1_gen,
               ecb_bls12_377_g1_is_identity, h_sc, ecb_msm_fixed_bls12_377_g1_var)
FIXED_VAR_ROWS(fixed_var_q1, ECB_GROUP_BN254_G1, ecb_bn254_g1, q1_gen, ecb_bn254_g1_is_identity,
               q_sc, ecb_msm_fixed_bn254_g1_var)

/* out holds the saved size: any other out_len is refused before writing */
static ecb_status fixed_save_out_len(uint64_t v, int *ok) {
    uint8_t *out = malloc(fixed_saved_len);
    memset(out, 0x5a, fixed_saved_len);
    ecb_status st = ecb_msm_fixed_save(fixed[ECB_GROUP_BLS12_381_G1], out, (size_t)v);
    *ok = st != ECB_OK ? out[0] == 0x5a : memcmp(out, fixed_saved, fixed_saved_len) == 0;
    free(out);
    return st;
}
static ecb_status fixed_load_len(uint64_t v, int *ok) {
    ecb_msm_fixed *f = (ecb_msm_fixed *)(void *)msg;
    ecb_status st = ecb_msm_fixed_load(&f, ECB_GROUP_BLS12_381_G1, fixed_saved, (size_t)v);
    *ok = st != ECB_OK ? f == NULL : ecb_msm_fixed_count(f) == 2;
    ecb_msm_fixed_free(st == ECB_OK ? f : NULL);
    return st;
}
/* the saved count of bases (u64 at byte 40): beyond ECB_MSM_MAX_POINTS before the length check */
static ecb_status fixed_load_count(uint64_t v, int *ok) {
    uint8_t *in = malloc(fixed_saved_len);
    memcpy(in, fixed_saved, fixed_saved_len);
    for (int i = 0; i < 8; i++)
        in[40 + i] = (uint8_t)(v >> (8 * i));
    ecb_msm_fixed *f = (ecb_msm_fixed *)(void *)msg;
    ecb_status st = ecb_msm_fixed_load(&f, ECB_GROUP_BLS12_381_G1, in, fixed_saved_len);
    *ok = st != ECB_OK ? f == NULL : 1;
    ecb_msm_fixed_free(st == ECB_OK ? f : NULL);
    free(in);
    return st;
}
/* the table's own count 2 loads; other counts up to the bound disagree with the length */
static ecb_status fixed_load_count_expect(uint64_t v) {
    return v == 2 ? ECB_OK : v <= ECB_MSM_MAX_POINTS ? ECB_ERR_LENGTH : ECB_ERR_SIZE_OVERFLOW;
}

/* ---- kzg.h ----------------------------------------------------------------------------------- */

/* the table's budget: 0 frees it (there is none), a budget below one entry per point is
 * refused with no table built */
static ecb_status kzg_precompute_budget(uint64_t v, int *ok) {
    ecb_status st = ecb_kzg_settings_precompute(kzg_settings, (size_t)v);
    size_t size = ecb_kzg_settings_table_size(kzg_settings);
    *ok = st == ECB_OK ? size <= v : size == 0;
    return st;
}
static ecb_status kzg_precompute_budget_expect(uint64_t v) {
    return v == 0 || v >= ECB_KZG_TABLE_MIN_BYTES ? ECB_OK : ECB_ERR_INVALID_ARGUMENT;
}

/* ---- bte.h ----------------------------------------------------------------------------------- */

static ecb_status bte_point_decode_len(uint64_t v, int *ok) {
    ecb_bte_point p;
    uint8_t enc[ECB_BTE_G1_BYTES];
    ecb_bte_point_encode(enc, &bte_pk);
    ecb_status st = ecb_bte_point_decode(&p, ECB_BTE_MINPK, enc, (size_t)v);
    *ok = st != ECB_OK || ecb_bte_point_equal(&p, &bte_pk);
    return st;
}

/* dealing: *pub NULL and the shares untouched on error */
static ecb_status a_deal(uint32_t t, uint32_t n, int from_coefficients, int *ok) {
    ecb_bte_public *pub = (ecb_bte_public *)(void *)msg;
    ecb_bte_share *shares = calloc(n <= BTE_N ? (n > 0 ? n : 1) : 1, sizeof *shares);
    shares[0].index = 77;
    uint8_t coeff[32] = {0};
    coeff[31] = 9;
    ecb_status st = from_coefficients
                        ? ecb_bte_deal_from_coefficients(&pub, shares, ECB_BTE_MINPK, t, n, coeff)
                        : ecb_bte_deal(&pub, shares, ECB_BTE_MINPK, t, n);
    *ok = st != ECB_OK ? pub == NULL && shares[0].index == 77
                       : ecb_bte_public_threshold(pub) == t && shares[n - 1].index == n - 1;
    if (st == ECB_OK) ecb_bte_public_free(pub);
    free(shares);
    return st;
}
static ecb_status deal_n(uint64_t v, int *ok) {
    return a_deal(1, (uint32_t)v, 0, ok);
}
static ecb_status deal_t(uint64_t v, int *ok) {
    return a_deal((uint32_t)v, BTE_N, 0, ok);
}
static ecb_status deal_coeff_n(uint64_t v, int *ok) {
    return a_deal(1, (uint32_t)v, 1, ok);
}
static ecb_status deal_coeff_t(uint64_t v, int *ok) {
    return a_deal((uint32_t)v, BTE_N, 1, ok);
}
static ecb_status public_commitment_k(uint64_t v, int *ok) {
    ecb_bte_point out = bte_hi[1];
    ecb_status st = ecb_bte_public_commitment(bte_pub, (uint32_t)v, &out);
    *ok = st != ECB_OK ? ecb_bte_point_equal(&out, &bte_hi[1])
                       : v != 0 || ecb_bte_point_equal(&out, &bte_pk);
    return st;
}
static ecb_status public_share_index(uint64_t v, int *ok) {
    ecb_bte_point out = bte_pk;
    ecb_status st = ecb_bte_public_share_var(bte_pub, (uint32_t)v, &out);
    int slot = bte_slot(v);
    *ok = st != ECB_OK ? ecb_bte_point_equal(&out, &bte_pk)
                       : slot < 0 || ecb_bte_point_equal(&out, &bte_hi[slot]);
    return st;
}
static ecb_status share_check_index(uint64_t v, int *ok) {
    ecb_bte_share s = bte_shares[v < BTE_N ? v : 0];
    s.index = (uint32_t)v;
    *ok = 1;
    return ecb_bte_share_check(bte_pub, &s);
}
static ecb_status public_decode_len(uint64_t v, int *ok) {
    ecb_bte_public *pub = (ecb_bte_public *)(void *)msg;
    ecb_status st = ecb_bte_public_decode(&pub, ECB_BTE_MINPK, bte_pub_enc, (size_t)v);
    *ok = st != ECB_OK ? pub == NULL : ecb_bte_public_threshold(pub) == 2;
    if (st == ECB_OK) ecb_bte_public_free(pub);
    return st;
}
/* 0x01 || varint(t), the length claimed SIZE_MAX: only the count decides (the decoder reads
 * the two header fields, then refuses t above the limit, or the length) */
static size_t put_varint(uint8_t *out, uint64_t x) {
    size_t n = 0;
    while (x >= 0x80) {
        out[n++] = (uint8_t)(x | 0x80);
        x >>= 7;
    }
    out[n++] = (uint8_t)x;
    return n;
}
static ecb_status public_decode_t(uint64_t v, int *ok) {
    uint8_t in[16] = {ECB_BTE_WIRE_VERSION};
    put_varint(in + 1, v);
    ecb_bte_public *pub = (ecb_bte_public *)(void *)msg;
    ecb_status st = ecb_bte_public_decode(&pub, ECB_BTE_MINPK, in, SIZE_MAX);
    *ok = pub == NULL;
    return st;
}
static ecb_status share_decode_len(uint64_t v, int *ok) {
    ecb_bte_share s = {77, {0}};
    ecb_status st = ecb_bte_share_decode(&s, bte_share_enc, (size_t)v);
    *ok = st != ECB_OK ? s.index == 77 : s.index == 0;
    return st;
}
static ecb_status share_decode_index(uint64_t v, int *ok) {
    uint8_t in[ECB_BTE_SHARE_MAX_BYTES] = {ECB_BTE_WIRE_VERSION};
    size_t len = 1 + put_varint(in + 1, v);
    memcpy(in + len, bte_shares[0].secret, 32);
    ecb_bte_share s = {77, {0}};
    ecb_status st = ecb_bte_share_decode(&s, in, len + 32);
    *ok = st != ECB_OK ? s.index == 77 : s.index == v;
    return st;
}
static ecb_status a_encrypt(int seeded, size_t label_len, size_t msg_len, int *ok) {
    ecb_bte_ciphertext *ct = (ecb_bte_ciphertext *)(void *)msg;
    uint8_t seeds[2][ECB_BTE_SEED_BYTES] = {{1}, {2}};
    ecb_status st = seeded ? ecb_bte_encrypt_seeded(&ct, &bte_pk, msg, label_len, msg + 16, msg_len,
                                                    seeds[0], seeds[1])
                           : ecb_bte_encrypt(&ct, &bte_pk, msg, label_len, msg + 16, msg_len);
    size_t len = 0;
    *ok = st != ECB_OK ? ct == NULL
                       : (ecb_bte_ciphertext_body(ct, &len), len == msg_len) &&
                             ecb_bte_ciphertext_verify_var(&bte_pk, ct) == ECB_OK;
    if (st == ECB_OK) ecb_bte_ciphertext_free(ct);
    return st;
}
static ecb_status encrypt_label_len(uint64_t v, int *ok) {
    return a_encrypt(0, (size_t)v, 4, ok);
}
static ecb_status encrypt_msg_len(uint64_t v, int *ok) {
    return a_encrypt(0, 4, (size_t)v, ok);
}
static ecb_status encrypt_seeded_label_len(uint64_t v, int *ok) {
    return a_encrypt(1, (size_t)v, 4, ok);
}
static ecb_status encrypt_seeded_msg_len(uint64_t v, int *ok) {
    return a_encrypt(1, 4, (size_t)v, ok);
}
static ecb_status a_cts_verify(size_t n, unsigned threads, int *ok) {
    const ecb_bte_ciphertext *cts[1] = {bte_ct};
    uint8_t valid[1] = {7};
    size_t count = 99;
    ecb_status st = ecb_bte_ciphertexts_verify_var(&bte_pk, cts, n, threads, valid, &count);
    *ok = st != ECB_OK ? valid[0] == 7 && count == 99 : count == n && (n == 0 || valid[0] == 1);
    return st;
}
static ecb_status cts_verify_n(uint64_t v, int *ok) {
    return a_cts_verify((size_t)v, 1, ok);
}
static ecb_status cts_verify_threads(uint64_t v, int *ok) {
    return a_cts_verify(1, (unsigned)v, ok);
}
static ecb_status ct_decode_len(uint64_t v, int *ok) {
    ecb_bte_ciphertext *ct = (ecb_bte_ciphertext *)(void *)msg;
    ecb_status st = ecb_bte_ciphertext_decode(&ct, ECB_BTE_MINPK, bte_ct_enc, (size_t)v);
    *ok = st != ECB_OK ? ct == NULL : ecb_bte_ciphertext_verify_var(&bte_pk, ct) == ECB_OK;
    if (st == ECB_OK) ecb_bte_ciphertext_free(ct);
    return st;
}
/* a label (or body) length field v over zero bytes (big holds a label of 2^24), the length
 * claimed SIZE_MAX: the limit decides, else the missing points (ECB_ERR_PROOF_FORMAT) */
static ecb_status a_ct_decode_field(int body, uint64_t v, int *ok) {
    uint8_t *in = big;
    memset(in, 0, 16);
    in[0] = ECB_BTE_WIRE_VERSION;
    size_t at = 1;
    if (body) in[at++] = 0; /* an empty label */
    put_varint(in + at, v);
    ecb_bte_ciphertext *ct = (ecb_bte_ciphertext *)(void *)msg;
    ecb_status st = ecb_bte_ciphertext_decode(&ct, ECB_BTE_MINPK, in, SIZE_MAX);
    memset(in, 0, 16);
    *ok = ct == NULL;
    return st;
}
static ecb_status ct_decode_label_len(uint64_t v, int *ok) {
    return a_ct_decode_field(0, v, ok);
}
static ecb_status ct_decode_body_len(uint64_t v, int *ok) {
    return a_ct_decode_field(1, v, ok);
}
static ecb_status a_request(size_t n, const uint8_t *context, size_t context_len, uint32_t t,
                            unsigned threads, int *ok) {
    const ecb_bte_ciphertext *cts[1] = {bte_ct};
    ecb_bte_request *req = (ecb_bte_request *)(void *)msg;
    ecb_status st =
        ecb_bte_request_new_var(&req, &bte_pk, cts, n, context, context_len, t, threads);
    *ok = st != ECB_OK
              ? req == NULL
              : ecb_bte_request_valid_count(req) == n && ecb_bte_request_threshold(req) == t;
    if (st == ECB_OK) ecb_bte_request_free(req);
    return st;
}
/* the request of the dealing bte_pub (t = 2): n from 1, the threshold exactly the dealing's */
static ecb_status a_request_public(size_t n, uint32_t t, int *ok) {
    const ecb_bte_ciphertext *cts[1] = {bte_ct};
    ecb_bte_request *req = (ecb_bte_request *)(void *)msg;
    ecb_status st = ecb_bte_request_from_public_var(&req, bte_pub, cts, n, msg, 4, t, 1);
    *ok = st != ECB_OK
              ? req == NULL
              : ecb_bte_request_valid_count(req) == n && ecb_bte_request_threshold(req) == 2;
    if (st == ECB_OK) ecb_bte_request_free(req);
    return st;
}
static ecb_status request_public_n(uint64_t v, int *ok) {
    return a_request_public((size_t)v, 2, ok);
}
static ecb_status request_public_threshold(uint64_t v, int *ok) {
    return a_request_public(1, (uint32_t)v, ok);
}
static ecb_status request_n(uint64_t v, int *ok) {
    return a_request((size_t)v, msg, 4, 2, 1, ok);
}
static ecb_status request_context_len(uint64_t v, int *ok) {
    return a_request(1, big, (size_t)v, 2, 1, ok);
}
static ecb_status request_threshold(uint64_t v, int *ok) {
    return a_request(1, msg, 4, (uint32_t)v, 1, ok);
}
static ecb_status request_threads(uint64_t v, int *ok) {
    return a_request(1, msg, 4, 2, (unsigned)v, ok);
}
static ecb_status a_respond(int seeded, uint32_t index, unsigned threads, int *ok) {
    ecb_bte_share s = bte_shares[index < BTE_N ? index : 0];
    s.index = index;
    uint8_t seed[ECB_BTE_SEED_BYTES] = {3};
    ecb_bte_response *r = (ecb_bte_response *)(void *)msg;
    ecb_status st = seeded ? ecb_bte_respond_seeded(&r, bte_req, &s, seed, threads)
                           : ecb_bte_respond(&r, bte_req, &s, threads);
    int slot = bte_slot(index);
    *ok = st != ECB_OK ? r == NULL
                       : ecb_bte_response_index(r) == index &&
                             (slot < 0 || ecb_bte_verify_response_var(bte_req, index, &bte_hi[slot],
                                                                      r, NULL) == ECB_OK);
    if (st == ECB_OK) ecb_bte_response_free(r);
    return st;
}
static ecb_status respond_threads(uint64_t v, int *ok) {
    return a_respond(0, 0, (unsigned)v, ok);
}
static ecb_status respond_index(uint64_t v, int *ok) {
    return a_respond(0, (uint32_t)v, 1, ok);
}
static ecb_status respond_seeded_threads(uint64_t v, int *ok) {
    return a_respond(1, 0, (unsigned)v, ok);
}
static ecb_status respond_seeded_index(uint64_t v, int *ok) {
    return a_respond(1, (uint32_t)v, 1, ok);
}
static ecb_status response_decode_len(uint64_t v, int *ok) {
    ecb_bte_response *r = (ecb_bte_response *)(void *)msg;
    ecb_status st = ecb_bte_response_decode(&r, ECB_BTE_MINPK, bte_resp_enc, (size_t)v);
    *ok = st != ECB_OK ? r == NULL : ecb_bte_response_index(r) == 0;
    if (st == ECB_OK) ecb_bte_response_free(r);
    return st;
}
/* server 0's response with its index field replaced by v */
static ecb_status response_decode_index(uint64_t v, int *ok) {
    uint8_t *in = malloc(bte_resp_len + 8);
    in[0] = ECB_BTE_WIRE_VERSION;
    size_t at = 1 + put_varint(in + 1, v);
    memcpy(in + at, bte_resp_enc + 2, bte_resp_len - 2); /* index 0 took one byte */
    ecb_bte_response *r = (ecb_bte_response *)(void *)msg;
    ecb_status st = ecb_bte_response_decode(&r, ECB_BTE_MINPK, in, at + bte_resp_len - 2);
    *ok = st != ECB_OK ? r == NULL : ecb_bte_response_index(r) == v;
    if (st == ECB_OK) ecb_bte_response_free(r);
    free(in);
    return st;
}
/* the valid-index count (or the partial count m) field v over zero bytes (big holds 2^20
 * indices), the length claimed SIZE_MAX */
static ecb_status a_response_decode_field(int partials, uint64_t v, int *ok) {
    uint8_t *in = big;
    memset(in, 0, 16);
    in[0] = ECB_BTE_WIRE_VERSION;
    size_t at = 2; /* index 0 */
    if (partials) in[at++] = 0;
    put_varint(in + at, v);
    ecb_bte_response *r = (ecb_bte_response *)(void *)msg;
    ecb_status st = ecb_bte_response_decode(&r, ECB_BTE_MINPK, in, SIZE_MAX);
    memset(in, 0, 16);
    *ok = r == NULL;
    return st;
}
static ecb_status response_decode_count(uint64_t v, int *ok) {
    return a_response_decode_field(0, v, ok);
}
static ecb_status response_decode_m(uint64_t v, int *ok) {
    return a_response_decode_field(1, v, ok);
}
static ecb_status verify_response_eval_index(uint64_t v, int *ok) {
    int slot = bte_slot(v);
    ecb_bte_error e;
    memset(&e, 0x5a, sizeof e);
    ecb_status st = ecb_bte_verify_response_var(bte_req, (uint32_t)v, &bte_hi[slot < 0 ? 0 : slot],
                                                bte_resp[slot < 0 ? 0 : slot], &e);
    *ok = e.status == st && (st != ECB_ERR_INDEX_OUT_OF_RANGE ||
                             (e.expected == BTE_N && e.actual == v && e.index == 0));
    return st;
}
/* k copies of server 0's response: results[q] carries each one's status */
static ecb_status a_verify_responses(size_t k, unsigned threads, uint64_t index0, int *ok) {
    uint32_t idx[2] = {0, 0};
    ecb_bte_point hs[2] = {bte_hi[0], bte_hi[0]};
    const ecb_bte_response *rs[2] = {bte_resp[0], bte_resp[0]};
    int slot = bte_slot(index0);
    idx[0] = (uint32_t)index0;
    if (slot >= 0) {
        hs[0] = bte_hi[slot];
        rs[0] = bte_resp[slot];
    }
    ecb_bte_error results[2];
    memset(results, 0x5a, sizeof results);
    size_t bad = 99;
    ecb_status st = ecb_bte_verify_responses_var(bte_req, idx, hs, rs, k, threads, results, &bad);
    if (st == ECB_ERR_INVALID_RESPONSE) { /* the probed response's own status */
        *ok = bad == 1 && results[0].expected == BTE_N && results[0].actual == index0 &&
              (k < 2 || results[1].status == ECB_OK);
        return results[0].status;
    }
    *ok = st != ECB_OK ? results[0].index == 0x5a5a5a5au && bad == 99
                       : bad == 0 && (k == 0 || results[0].status == ECB_OK);
    return st;
}
static ecb_status verify_responses_k(uint64_t v, int *ok) {
    return a_verify_responses((size_t)v, 1, 0, ok);
}
static ecb_status verify_responses_threads(uint64_t v, int *ok) {
    return a_verify_responses(2, (unsigned)v, 0, ok);
}
static ecb_status verify_responses_eval_index(uint64_t v, int *ok) {
    return a_verify_responses(2, 1, v, ok);
}

/* combine: *out NULL and *out_count 0 on every error, err untouched by the argument errors and
 * filled by the others; the message back on success */
static ecb_status a_combine(const uint32_t *idx, size_t ni, const ecb_bte_response *const *rs,
                            size_t nr, unsigned threads, ecb_bte_error *e, int *ok) {
    ecb_bte_plaintext *out = (ecb_bte_plaintext *)(void *)msg;
    size_t count = 99;
    memset(e, 0x5a, sizeof *e);
    ecb_status st = ecb_bte_combine_var(bte_req, idx, ni, rs, nr, threads, &out, &count, e);
    int argument = st == ECB_ERR_SIZE_OVERFLOW || st == ECB_ERR_INVALID_ARGUMENT;
    *ok = st != ECB_OK
              ? out == NULL && count == 0 && (argument ? e->index == 0x5a5a5a5au : e->status == st)
              : count == 1 && out[0].len == 16 && memcmp(out[0].data, msg + 16, 16) == 0;
    if (st == ECB_OK) ecb_bte_plaintexts_free(out, count);
    return st;
}
/* index_count v against two responses: LengthMismatch for every accepted v (none is 2) */
static ecb_status combine_index_count(uint64_t v, int *ok) {
    uint32_t *idx = malloc(((size_t)(v <= BTE_N ? v : 2) + 1) * sizeof *idx);
    for (size_t i = 0; i < (v <= BTE_N ? v : 2); i++)
        idx[i] = (uint32_t)i;
    const ecb_bte_response *rs[2] = {bte_resp[0], bte_resp[1]};
    ecb_bte_error e;
    ecb_status st = a_combine(idx, (size_t)v, rs, 2, 1, &e, ok);
    free(idx);
    return st;
}
static ecb_status combine_response_count(uint64_t v, int *ok) {
    const ecb_bte_response **rs = malloc(((size_t)(v <= BTE_N ? v : 2) + 1) * sizeof *rs);
    for (size_t i = 0; i < (v <= BTE_N ? v : 2); i++)
        rs[i] = bte_resp[0];
    uint32_t idx[2] = {0, 1};
    ecb_bte_error e;
    ecb_status st = a_combine(idx, 2, rs, (size_t)v, 1, &e, ok);
    free(rs);
    return st;
}
/* [v, 2] with server v's response and server 2's: v's own index succeeds */
static ecb_status combine_share_index(uint64_t v, int *ok) {
    int slot = bte_slot(v);
    uint32_t idx[2] = {(uint32_t)v, 2};
    const ecb_bte_response *rs[2] = {bte_resp[slot < 0 ? 0 : slot], bte_resp2};
    ecb_bte_error e;
    ecb_status st = a_combine(idx, 2, rs, 2, 1, &e, ok);
    if (st == ECB_ERR_INDEX_OUT_OF_RANGE)
        *ok &= e.index == 0 && e.expected == BTE_N && e.actual == v;
    return st;
}
static ecb_status combine_threads(uint64_t v, int *ok) {
    uint32_t idx[2] = {1, 0};
    const ecb_bte_response *rs[2] = {bte_resp[1], bte_resp[0]};
    ecb_bte_error e;
    return a_combine(idx, 2, rs, 2, (unsigned)v, &e, ok);
}

/* ---- bls.h: threshold signatures over the dealing above (t = 2, n = 65536, min-pk) ----------- */

static ecb_status a_thr_sign(uint32_t index, size_t msg_len, int *ok) {
    ecb_bte_share share = bte_shares[0];
    uint8_t p[THR_PB];
    share.index = index;
    memset(p, 0xaa, sizeof p);
    ecb_status st = ecb_bls_threshold_sign(ECB_BLS_MIN_PK, p, &share, big, msg_len);
    uint32_t x = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
    *ok = st == ECB_OK ? x == index + 1 : x == 0 && p[4] == 0;
    return st;
}
static ecb_status thr_sign_index(uint64_t v, int *ok) {
    return a_thr_sign((uint32_t)v, 8, ok);
}
static ecb_status thr_sign_msg_len(uint64_t v, int *ok) {
    return a_thr_sign(0, (size_t)v, ok);
}
/* share v - 1's partial on msg[0..8) for 1 <= v <= n, else share 0's with the index v */
static void thr_partial_of(uint8_t p[THR_PB], uint64_t v) {
    if (v >= 1 && v <= BTE_N) {
        CHECK(ecb_bls_threshold_sign(ECB_BLS_MIN_PK, p, &bte_shares[v - 1], msg, 8) == ECB_OK);
        return;
    }
    memcpy(p, thr_partials, THR_PB);
    for (int b = 0; b < 4; b++)
        p[b] = (uint8_t)(v >> (24 - 8 * b));
}
static ecb_status thr_verify_partial_len(uint64_t v, int *ok) {
    *ok = 1;
    return ecb_bls_threshold_verify(ECB_BLS_MIN_PK, bte_pub, msg, 8, thr_partials, (size_t)v);
}
static ecb_status thr_verify_index(uint64_t v, int *ok) {
    uint8_t p[THR_PB];
    thr_partial_of(p, v);
    *ok = 1;
    return ecb_bls_threshold_verify(ECB_BLS_MIN_PK, bte_pub, msg, 8, p, THR_PB);
}
static ecb_status thr_verify_msg_len(uint64_t v, int *ok) {
    *ok = 1;
    return ecb_bls_threshold_verify(ECB_BLS_MIN_PK, bte_pub, big, (size_t)v, thr_partials, THR_PB);
}
/* batch: valid untouched and *invalid = n on argument errors; the verdicts otherwise */
static ecb_status a_thr_batch(const uint8_t *partials, size_t len, size_t n, size_t msg_len,
                              const uint8_t *m, unsigned threads, int *ok) {
    uint8_t valid[2] = {7, 7};
    size_t invalid = 99;
    ecb_status st = ecb_bls_threshold_batch_verify(ECB_BLS_MIN_PK, bte_pub, m, msg_len, partials,
                                                   len, n, threads, valid, &invalid);
    if (st == ECB_OK)
        *ok = invalid == 0 && valid[0] == 1 && (n < 2 || valid[1] == 1);
    else if (st == ECB_ERR_VERIFY_FAILED)
        *ok = invalid >= 1 && invalid <= n;
    else
        *ok = valid[0] == 7 && valid[1] == 7 && invalid == n;
    return st;
}
static ecb_status thr_batch_n(uint64_t v, int *ok) {
    return a_thr_batch(thr_partials, (size_t)v * THR_PB, (size_t)v, 8, msg, 1, ok);
}
static ecb_status thr_batch_partials_len(uint64_t v, int *ok) {
    return a_thr_batch(thr_partials, (size_t)v, 2, 8, msg, 1, ok);
}
static ecb_status thr_batch_msg_len(uint64_t v, int *ok) {
    return a_thr_batch(thr_partials, 2 * THR_PB, 2, (size_t)v, big, 1, ok);
}
static ecb_status thr_batch_threads(uint64_t v, int *ok) {
    return a_thr_batch(thr_partials, 2 * THR_PB, 2, 8, msg, (unsigned)v, ok);
}
static ecb_status thr_batch_index(uint64_t v, int *ok) {
    uint8_t p[2 * THR_PB];
    memcpy(p, thr_partials, THR_PB);
    thr_partial_of(p + THR_PB, v);
    return a_thr_batch(p, 2 * THR_PB, 2, 8, msg, 1, ok);
}
/* a partial whose index is refused is named invalid: the call itself succeeds */
static ecb_status thr_batch_index_expect(uint64_t v) {
    return v >= 1 && v <= BTE_N ? ECB_OK : ECB_ERR_VERIFY_FAILED;
}
/* recover: the signature all zero on errors, the group signature from the two partials */
static ecb_status a_thr_recover(const uint8_t *partials, size_t len, size_t k, unsigned threads,
                                int *ok) {
    static const uint8_t zero[96];
    uint8_t sig[96];
    memset(sig, 0xaa, sizeof sig);
    ecb_status st =
        ecb_bls_threshold_recover(ECB_BLS_MIN_PK, bte_pub, sig, partials, len, k, threads);
    *ok = (memcmp(sig, zero, sizeof sig) == 0) == (st != ECB_OK);
    return st;
}
static ecb_status thr_recover_k(uint64_t v, int *ok) {
    return a_thr_recover(thr_partials, (size_t)v * THR_PB, (size_t)v, 1, ok);
}
static ecb_status thr_recover_partials_len(uint64_t v, int *ok) {
    return a_thr_recover(thr_partials, (size_t)v, 2, 1, ok);
}
static ecb_status thr_recover_threads(uint64_t v, int *ok) {
    return a_thr_recover(thr_partials, 2 * THR_PB, 2, (unsigned)v, ok);
}
static ecb_status thr_recover_index(uint64_t v, int *ok) {
    uint8_t p[2 * THR_PB];
    memcpy(p, thr_partials, THR_PB);
    thr_partial_of(p + THR_PB, v);
    return a_thr_recover(p, 2 * THR_PB, 2, 1, ok);
}
/* the second partial's index v next to index 1: 1 is a duplicate */
static ecb_status thr_recover_index_expect(uint64_t v) {
    return v == 0       ? ECB_ERR_ZERO_INDEX
           : v == 1     ? ECB_ERR_DUPLICATE_INDEX
           : v <= BTE_N ? ECB_OK
                        : ECB_ERR_INDEX_OUT_OF_RANGE;
}

/* ---- bulletproofs_plus.h --------------------------------------------------------------------- */

static ecb_status gens_default_T(uint64_t v, int *ok) {
    ecb_bpp_pedersen_gens g;
    memset(&g, 0x5a, sizeof g);
    ecb_status st = ecb_bpp_pedersen_gens_default(&g, (size_t)v);
    *ok =
        st != ECB_OK ? g.extension_degree == (size_t)0x5a5a5a5a5a5a5a5au : g.extension_degree == v;
    return st;
}
static ecb_status gens_custom_T(uint64_t v, int *ok) {
    ecb_bpp_pedersen_gens g;
    ecb_ristretto255_point gs[ECB_BPP_MAX_EXTENSION_DEGREE];
    /* 2B, 3B, ..., none equal to H = B (custom generators refuse a repeated point) */
    gs[0] = r_pts[1];
    for (int i = 1; i < ECB_BPP_MAX_EXTENSION_DEGREE; i++)
        ecb_ristretto255_add(&gs[i], &gs[i - 1], &r_pts[0]);
    memset(&g, 0x5a, sizeof g);
    ecb_status st = ecb_bpp_pedersen_gens_custom(&g, &r_pts[0], gs, (size_t)v);
    *ok =
        st != ECB_OK ? g.extension_degree == (size_t)0x5a5a5a5a5a5a5a5au : g.extension_degree == v;
    return st;
}
static ecb_status commit_count(uint64_t v, int *ok) {
    ecb_bpp_pedersen_gens g;
    ecb_bpp_pedersen_gens_default(&g, ECB_BPP_MAX_EXTENSION_DEGREE);
    ecb_ristretto255_scalar bl[ECB_BPP_MAX_EXTENSION_DEGREE] = {{{0}}};
    ecb_ristretto255_point out = r_pts[1];
    ecb_status st = ecb_bpp_commit(&out, &g, 7, bl, (size_t)v);
    *ok = st != ECB_OK ? ecb_ristretto255_equal(&out, &r_pts[1]) : 1;
    return st;
}
static ecb_status a_params(size_t n, size_t m, int *ok) {
    ecb_bpp_params *p = (ecb_bpp_params *)(void *)msg;
    ecb_status st = ecb_bpp_params_create(&p, n, m, &bpp_gens);
    *ok = st != ECB_OK
              ? p == NULL
              : ecb_bpp_params_bit_length(p) == n && ecb_bpp_params_max_aggregation(p) == m;
    if (st == ECB_OK) ecb_bpp_params_free(p);
    return st;
}
/* powers of two only: the probes 0 (refused) and 1, 64, 1024 (accepted) are all decided by the
 * bound; 3 is checked once besides */
static ecb_status params_bit_length(uint64_t v, int *ok) {
    return a_params((size_t)v, 1, ok);
}
static ecb_status params_max_aggregation(uint64_t v, int *ok) {
    return a_params(1, (size_t)v, ok);
}
static ecb_status params_gi_i(uint64_t v, int *ok) {
    *ok = 1;
    return ecb_bpp_params_gi(bpp_params, (size_t)v) != NULL ? ECB_OK : NO_RESULT;
}
static ecb_status params_hi_i(uint64_t v, int *ok) {
    *ok = 1;
    return ecb_bpp_params_hi(bpp_params, (size_t)v) != NULL ? ECB_OK : NO_RESULT;
}
static ecb_status proof_size_T(uint64_t v, int *ok) {
    size_t s = ecb_bpp_proof_size((size_t)v, 3);
    *ok = s == 0 || s == 1 + 32 * ((size_t)v + 5 + 6);
    return s != 0 ? ECB_OK : NO_RESULT;
}
static ecb_status proof_size_rounds(uint64_t v, int *ok) {
    size_t s = ecb_bpp_proof_size(1, (size_t)v);
    *ok = s == 0 || s == 1 + 32 * (6 + 2 * (size_t)v);
    return s != 0 ? ECB_OK : NO_RESULT;
}
static ecb_status proof_parse_len(uint64_t v, int *ok) {
    ecb_bpp_proof p;
    memset(&p, 0x5a, sizeof p);
    ecb_status st = ecb_bpp_proof_parse_var(&p, bpp_wire, (size_t)v);
    *ok = st != ECB_OK ? p.rounds == 0 : memcmp(p.A, bpp_proof.A, 32) == 0 && p.rounds == 3;
    return st;
}
static ecb_status a_serialize(size_t cap, size_t T, size_t rounds, int *ok) {
    ecb_bpp_proof p = bpp_proof;
    p.extension_degree = T;
    p.rounds = rounds;
    uint8_t out[sizeof bpp_wire];
    size_t len = 99;
    memset(out, 0x5a, sizeof out);
    ecb_status st = ecb_bpp_proof_serialize(out, cap, &len, &p);
    *ok = st != ECB_OK ? len == 99 && out[0] == 0x5a : len == ecb_bpp_proof_size(T, rounds);
    return st;
}
static ecb_status serialize_out_cap(uint64_t v, int *ok) {
    return a_serialize((size_t)v, 1, 3, ok);
}
static ecb_status serialize_T(uint64_t v, int *ok) {
    return a_serialize(sizeof bpp_wire, (size_t)v, 3, ok);
}
static ecb_status serialize_rounds(uint64_t v, int *ok) {
    return a_serialize(sizeof bpp_wire, 1, (size_t)v, ok);
}
static ecb_status statement_check_m(uint64_t v, int *ok) {
    ecb_bpp_statement s = bpp_st;
    s.aggregation = (size_t)v;
    *ok = 1;
    return ecb_bpp_statement_check(&s);
}
/* proving with one field of the statement or witness changed: *proof zeroed on error */
static ecb_status a_prove(size_t m, size_t count, size_t T, int *ok) {
    ecb_bpp_statement s = bpp_st;
    s.aggregation = m;
    ecb_bpp_witness w = {count, T, &bpp_value, &bpp_blinding};
    ecb_bpp_proof p;
    memset(&p, 0x5a, sizeof p);
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"bounds", 6);
    ecb_status st = ecb_bpp_prove(&p, &t, &s, &w, zero_rng, NULL);
    *ok = st != ECB_OK ? p.rounds == 0 && p.extension_degree == 0
                       : memcmp(&p, &bpp_proof, sizeof p) == 0;
    return st;
}
static ecb_status prove_count(uint64_t v, int *ok) {
    return a_prove(1, (size_t)v, 1, ok);
}
static ecb_status prove_T(uint64_t v, int *ok) {
    return a_prove(1, 1, (size_t)v, ok);
}
static ecb_status prove_m(uint64_t v, int *ok) {
    return a_prove((size_t)v, 1, 1, ok);
}
/* one proof; proof_status untouched by argument errors */
static ecb_status a_verify(size_t count, size_t transcripts, unsigned threads, size_t rounds,
                           size_t m, int *ok) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"bounds", 6);
    ecb_bpp_statement s = bpp_st;
    s.aggregation = m;
    ecb_bpp_proof p = bpp_proof;
    p.rounds = rounds;
    ecb_status status[1] = {(ecb_status)77};
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    o.proof_status = status;
    ecb_status st =
        ecb_bpp_verify_batch_var(&t, transcripts, &s, &p, count, ECB_BPP_VERIFY_ONLY, NULL, &o);
    int argument = st == ECB_ERR_SIZE_OVERFLOW || (st == ECB_ERR_INVALID_ARGUMENT && m == 1);
    *ok = argument ? status[0] == (ecb_status)77 : status[0] == st;
    return st;
}
static ecb_status verify_count(uint64_t v, int *ok) {
    return a_verify((size_t)v, 1, 1, 3, 1, ok);
}
static ecb_status verify_transcript_count(uint64_t v, int *ok) {
    return a_verify(1, (size_t)v, 1, 3, 1, ok);
}
static ecb_status verify_threads(uint64_t v, int *ok) {
    return a_verify(1, 1, (unsigned)v, 3, 1, ok);
}
static ecb_status verify_rounds(uint64_t v, int *ok) {
    return a_verify(1, 1, 1, (size_t)v, 1, ok);
}
static ecb_status verify_m(uint64_t v, int *ok) {
    return a_verify(1, 1, 1, 3, (size_t)v, ok);
}
/* a verifier of the fixture's shape (one 8-bit proof, m = 1, one thread) */
static ecb_status a_verifier_create(size_t max_batch, size_t n, size_t M, unsigned threads,
                                    int *ok) {
    ecb_bpp_verifier *v = (ecb_bpp_verifier *)1;
    ecb_status st = ecb_bpp_verifier_create(&v, max_batch, n, M, threads);
    *ok = (st == ECB_OK) == (v != NULL);
    ecb_bpp_verifier_free(v);
    return st;
}
static ecb_status verifier_create_max_batch(uint64_t v, int *ok) {
    return a_verifier_create((size_t)v, 8, 1, 1, ok);
}
static ecb_status verifier_create_bit_length(uint64_t v, int *ok) {
    return a_verifier_create(1, (size_t)v, 1, 1, ok);
}
static ecb_status verifier_create_max_aggregation(uint64_t v, int *ok) {
    return a_verifier_create(1, 8, (size_t)v, 1, ok);
}
static ecb_status verifier_create_threads(uint64_t v, int *ok) {
    return a_verifier_create(1, 8, 1, (unsigned)v, ok);
}
/* the fixture's proof on a verifier for exactly it; proof_status untouched by refusals */
static ecb_status a_verifier_verify(size_t count, unsigned threads, size_t m, int *ok) {
    ecb_bpp_verifier *v = NULL;
    if (ecb_bpp_verifier_create(&v, 1, 8, 1, 1) != ECB_OK) return ECB_ERR_OUT_OF_MEMORY;
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"bounds", 6);
    ecb_bpp_statement s = bpp_st;
    s.aggregation = m;
    ecb_status status[1] = {(ecb_status)77};
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    o.proof_status = status;
    ecb_status st = ecb_bpp_verifier_verify_batch_var(v, &t, 1, &s, &bpp_proof, count,
                                                      ECB_BPP_VERIFY_ONLY, NULL, &o);
    int refused = st == ECB_ERR_SIZE_OVERFLOW || st == ECB_ERR_SCRATCH_TOO_SMALL ||
                  (st == ECB_ERR_INVALID_ARGUMENT && m == 1);
    *ok = refused ? status[0] == (ecb_status)77 : status[0] == st;
    ecb_bpp_verifier_free(v);
    return st;
}
static ecb_status verifier_verify_count(uint64_t v, int *ok) {
    return a_verifier_verify((size_t)v, 1, 1, ok);
}
static ecb_status verifier_verify_count_expect(uint64_t v) {
    return v == 0                                     ? ECB_ERR_INVALID_ARGUMENT
           : v == 1                                   ? ECB_OK
           : v <= PTRDIFF_MAX / sizeof(ecb_bpp_proof) ? ECB_ERR_SCRATCH_TOO_SMALL
                                                      : ECB_ERR_SIZE_OVERFLOW;
}
static ecb_status verifier_verify_threads(uint64_t v, int *ok) {
    return a_verifier_verify(1, (unsigned)v, 1, ok);
}
static ecb_status verifier_verify_threads_expect(uint64_t v) {
    return v <= 1                     ? ECB_OK
           : v <= ECB_MSM_MAX_THREADS ? ECB_ERR_SCRATCH_TOO_SMALL
                                      : ECB_ERR_INVALID_ARGUMENT;
}
static ecb_status verifier_verify_m(uint64_t v, int *ok) {
    return a_verifier_verify(1, 1, (size_t)v, ok);
}

/* ---- kzg.h: EIP-7594's cells and proofs, under the stand-in setup of s = 1 ------------------- */

#define KZG_CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)
#define KZG_PROOFS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF)

/* The settings of the secret s = 1: every monomial point the generator, the Lagrange point of
 * w^0 = 1 the generator and the others the identity (the loader's consistency check passes). */
static ecb_kzg_settings *kzg_cells_settings;
static void kzg_fixture(void) {
    static uint8_t g1s[ECB_KZG_SETUP_G1_BYTES], g2s[ECB_KZG_SETUP_G2_BYTES],
        lagrange[ECB_KZG_SETUP_G1_BYTES];
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    for (size_t i = 0; i < ECB_KZG_FIELD_ELEMENTS_PER_BLOB; i++) {
        ecb_bls12_381_g1_encode(g1s + 48 * i, &g1);
        lagrange[48 * i] = 0xc0;
    }
    ecb_bls12_381_g1_encode(lagrange, &g1);
    for (size_t i = 0; i < ECB_KZG_SETUP_G2_POINTS; i++)
        ecb_bls12_381_g2_encode(g2s + 96 * i, &g2);
    CHECK(ecb_kzg_settings_load(&kzg_cells_settings, lagrange, sizeof lagrange, g2s, sizeof g2s,
                                g1s, sizeof g1s, 1) == ECB_OK);
}

/* The outputs after a call with the lengths given: those of the right length cleared on error
 * (or written on success), the others untouched (0x5a). */
static int kzg_outputs_as_documented(ecb_status st, const uint8_t *cells, size_t cells_len,
                                     const uint8_t *proofs, size_t proofs_len) {
    if (st == ECB_OK) return 1;
    int ok = 1;
    for (size_t i = 0; i < KZG_CELLS_BYTES; i++)
        ok &= cells[i] == (cells_len == KZG_CELLS_BYTES ? 0 : 0x5a);
    for (size_t i = 0; i < KZG_PROOFS_BYTES; i++)
        ok &= proofs[i] == (proofs_len != KZG_PROOFS_BYTES ? 0x5a : i % 48 == 0 ? 0xc0 : 0);
    return ok;
}

/* compute_cells_and_kzg_proofs with one length v (which: 0 cells_len, 1 proofs_len, 2
 * blob_len), the others right; the zero blob (big) */
static ecb_status kzg_cells_proofs_len(int which, uint64_t v, int *ok) {
    static uint8_t cells[KZG_CELLS_BYTES], proofs[KZG_PROOFS_BYTES];
    size_t lens[3] = {KZG_CELLS_BYTES, KZG_PROOFS_BYTES, ECB_KZG_BYTES_PER_BLOB};
    lens[which] = (size_t)v;
    memset(cells, 0x5a, sizeof cells);
    memset(proofs, 0x5a, sizeof proofs);
    ecb_status st = ecb_kzg_compute_cells_and_proofs(cells, lens[0], proofs, lens[1], big, lens[2],
                                                     kzg_cells_settings);
    *ok = kzg_outputs_as_documented(st, cells, lens[0], proofs, lens[1]);
    return st;
}
static ecb_status kzg_cells_proofs_cells_len(uint64_t v, int *ok) {
    return kzg_cells_proofs_len(0, v, ok);
}
static ecb_status kzg_cells_proofs_proofs_len(uint64_t v, int *ok) {
    return kzg_cells_proofs_len(1, v, ok);
}
static ecb_status kzg_cells_proofs_blob_len(uint64_t v, int *ok) {
    return kzg_cells_proofs_len(2, v, ok);
}

/* recover_cells_and_kzg_proofs with n cells (indices 0..n-1, zero cells in big) and one of the
 * arguments v (which: 0 n, 1 cells_len, 2 cells_out_len, 3 proofs_out_len); n = 64 when not
 * probed */
static ecb_status kzg_recover(int which, uint64_t v, int *ok) {
    static uint8_t cells[KZG_CELLS_BYTES], proofs[KZG_PROOFS_BYTES];
    static uint64_t idx[ECB_KZG_CELLS_PER_EXT_BLOB];
    for (size_t i = 0; i < ECB_KZG_CELLS_PER_EXT_BLOB; i++)
        idx[i] = i;
    size_t n = which == 0 ? (size_t)v : ECB_KZG_CELLS_PER_EXT_BLOB / 2;
    size_t lens[4] = {n, n * ECB_KZG_BYTES_PER_CELL, KZG_CELLS_BYTES, KZG_PROOFS_BYTES};
    lens[which] = (size_t)v;
    memset(cells, 0x5a, sizeof cells);
    memset(proofs, 0x5a, sizeof proofs);
    /* n above the bound is refused before the cells' length or the indices are read */
    ecb_status st = ecb_kzg_recover_cells_and_proofs(cells, lens[2], proofs, lens[3], idx, big,
                                                     lens[1], n, kzg_cells_settings);
    *ok = kzg_outputs_as_documented(st, cells, lens[2], proofs, lens[3]);
    return st;
}
static ecb_status kzg_recover_n(uint64_t v, int *ok) {
    return kzg_recover(0, v, ok);
}
static ecb_status kzg_recover_cells_len(uint64_t v, int *ok) {
    return kzg_recover(1, v, ok);
}
static ecb_status kzg_recover_cells_out_len(uint64_t v, int *ok) {
    return kzg_recover(2, v, ok);
}
static ecb_status kzg_recover_proofs_out_len(uint64_t v, int *ok) {
    return kzg_recover(3, v, ok);
}

/* ---- the table ------------------------------------------------------------------------------ */

#define U32 UINT32_MAX
#define SZ ((uint64_t)SIZE_MAX)
#define PTRDIFF ((uint64_t)PTRDIFF_MAX)
#define MAXP ((uint64_t)ECB_MSM_MAX_POINTS)
#define MAXT ((uint64_t)ECB_MSM_MAX_THREADS)
#define OK ECB_OK
#define INVALID ECB_ERR_INVALID_ARGUMENT
#define OVERFLOW ECB_ERR_SIZE_OVERFLOW
#define LENGTH ECB_ERR_LENGTH
#define FORMAT ECB_ERR_PROOF_FORMAT
#define RANGE ECB_ERR_INDEX_OUT_OF_RANGE

/* name, type max, lo, hi, below, above, cheap, accepted, adapter, expect */
#define BATCH_TABLE(NAME, FN, ENC, AFF)                                                            \
    {FN "(n)", SZ, 0, PTRDIFF / (ENC > AFF ? ENC : AFF), OK, OVERFLOW, 2, OK, NAME##_n, NULL},     \
        {FN "(in_len)", SZ, ENC, ENC, LENGTH, LENGTH, ENC, OK, NAME##_in_len, NULL}, {             \
        FN "(threads)", U32, 0, 256, OK, INVALID, 256, OK, NAME##_threads, NULL                    \
    }
#define H2C_TABLE(NAME, FN)                                                                        \
    {FN "(msg_len)", SZ, 0, PTRDIFF, OK, OVERFLOW, 40, OK, NAME##_msg_len, NULL}, {                \
        FN "(dst_len)", SZ, 1, PTRDIFF, INVALID, OVERFLOW, 64, OK, NAME##_dst_len, NULL            \
    }
#define AUG_TABLE(NAME, FN)                                                                        \
    {FN "(aug_len)", SZ, 0, PTRDIFF - 1, OK, OVERFLOW, 16, OK, NAME##_aug_len, NULL},              \
        {FN "(msg_len)", SZ, 0, PTRDIFF - 1, OK, OVERFLOW, 40, OK, NAME##_msg_len, NULL}, {        \
        FN "(dst_len)", SZ, 1, PTRDIFF, INVALID, OVERFLOW, 64, OK, NAME##_dst_len, NULL            \
    }
#define MSM_TABLE(NAME, FN)                                                                        \
    {FN "(n)", SZ, 0, MAXP, OK, OVERFLOW, 2, OK, NAME##_n, NULL},                                  \
        {FN "(options->threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK, NAME##_threads, NULL}, {    \
        FN "(options->window)", U32, 0, 20, OK, INVALID, 20, OK, NAME##_window, NULL               \
    }
#define MULTI_TABLE(NAME, FN)                                                                      \
    {FN "(n)", SZ, 0, MAXP, OK, OVERFLOW, 2, OK, NAME##_n, NULL},                                  \
        {FN "(m)", SZ, 0, MAXP, OK, OVERFLOW, 2, OK, NAME##_m, NULL}, {                            \
        FN "(options->threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK, NAME##_threads, NULL         \
    }
/* the budget's floor is one entry per base: 2 x 96 bytes here, the least of the groups (2 x 160
 * under IFMA, 2 x 192 for G2); the probes 0 and 1 are below every one of them */
#define FIXED_ROW(FN, ARG, TYPE, LO, HI, BELOW, ABOVE, CHEAP, CALL, EXPECT)                        \
    { FN "(" ARG ")", TYPE, LO, HI, BELOW, ABOVE, CHEAP, OK, CALL, EXPECT }
#define FIXED_TABLE(NEW, VAR, GROUP)                                                               \
    FIXED_ROW("ecb_msm_fixed_" GROUP "_new", "n", SZ, 0, MAXP, OK, OVERFLOW, 2, NEW##_n, NULL),    \
        FIXED_ROW("ecb_msm_fixed_" GROUP "_new", "budget_bytes", SZ, 192, SZ, INVALID, OK, SZ,     \
                  NEW##_budget, NULL),                                                             \
        FIXED_ROW("ecb_msm_fixed_" GROUP "_var", "n", SZ, 0, 2, OK, LENGTH, 2, VAR##_n, NULL),     \
        FIXED_ROW("ecb_msm_fixed_" GROUP "_var", "options->threads", U32, 0, MAXT, OK, INVALID,    \
                  MAXT, VAR##_threads, NULL),                                                      \
        FIXED_ROW("ecb_msm_fixed_" GROUP "_var", "options->window", U32, 0, 20, OK, INVALID, 20,   \
                  VAR##_window, VAR##_window_expect)

static row rows[] = {
    /* ristretto255.h */
    {"ecb_ristretto255_decode_batch_var(n)", SZ, 0, PTRDIFF / sizeof(ecb_ristretto255_point), OK,
     OVERFLOW, 2, OK, r255_decode_batch_n, NULL},
    {"ecb_ristretto255_decode_batch_var(threads)", U32, 0, 256, OK, INVALID, 256, OK,
     r255_decode_batch_threads, NULL},
    {"ecb_ristretto255_scalar_batch_invert(n)", SZ, 0, PTRDIFF / 32, OK, OVERFLOW, 2, OK,
     r255_batch_invert_n, NULL},
    /* bls12_381.h */
    BATCH_TABLE(g1_batch, "ecb_bls12_381_g1_batch_decode_affine", 48, 96),
    BATCH_TABLE(g1u_batch, "ecb_bls12_381_g1_batch_decode_affine_uncompressed", 96, 96),
    BATCH_TABLE(g2_batch, "ecb_bls12_381_g2_batch_decode_affine", 96, 192),
    BATCH_TABLE(g2u_batch, "ecb_bls12_381_g2_batch_decode_affine_uncompressed", 192, 192),
    {"ecb_bls12_381_g1_batch_to_affine(n)", SZ, 0, SZ, OK, OK, 2, OK, g1_batch_to_affine_n, NULL},
    {"ecb_bls12_381_g2_batch_to_affine(n)", SZ, 0, SZ, OK, OK, 2, OK, g2_batch_to_affine_n, NULL},
    H2C_TABLE(g1_h2c, "ecb_bls12_381_g1_hash_to_curve"),
    H2C_TABLE(g1_e2c, "ecb_bls12_381_g1_encode_to_curve"),
    H2C_TABLE(g2_h2c, "ecb_bls12_381_g2_hash_to_curve"),
    H2C_TABLE(g2_e2c, "ecb_bls12_381_g2_encode_to_curve"),
    AUG_TABLE(g1_aug, "ecb_bls12_381_g1_hash_to_curve_aug"),
    AUG_TABLE(g2_aug, "ecb_bls12_381_g2_hash_to_curve_aug"),
    {"ecb_bls12_381_hash_to_field_fp(count)", SZ, 1, 2, INVALID, INVALID, 2, OK, h2f_fp_count,
     NULL},
    {"ecb_bls12_381_hash_to_field_fp(msg_len)", SZ, 0, PTRDIFF, OK, OVERFLOW, 40, OK,
     h2f_fp_msg_len, NULL},
    {"ecb_bls12_381_hash_to_field_fp(dst_len)", SZ, 1, PTRDIFF, INVALID, OVERFLOW, 64, OK,
     h2f_fp_dst_len, NULL},
    {"ecb_bls12_381_hash_to_field_fp2(count)", SZ, 1, 2, INVALID, INVALID, 2, OK, h2f_fp2_count,
     NULL},
    {"ecb_bls12_381_hash_to_field_fp2(msg_len)", SZ, 0, PTRDIFF, OK, OVERFLOW, 40, OK,
     h2f_fp2_msg_len, NULL},
    {"ecb_bls12_381_hash_to_field_fp2(dst_len)", SZ, 1, PTRDIFF, INVALID, OVERFLOW, 64, OK,
     h2f_fp2_dst_len, NULL},
    {"ecb_bls12_381_scalar_batch_invert(n)", SZ, 0, PTRDIFF / 32, OK, OVERFLOW, 2, OK,
     r381_batch_invert_n, NULL},
    /* bls12_377.h */
    {"ecb_bls12_377_g1_decode_affine(in_len)", SZ, 48, 48, LENGTH, LENGTH, 48, OK,
     h1_decode_affine_in_len, NULL},
    BATCH_TABLE(h1_batch, "ecb_bls12_377_g1_batch_decode_affine", 48, 96),
    {"ecb_bls12_377_g1_affine_from_raw_unchecked(in_len)", SZ, 96, 96, LENGTH, LENGTH, 96, OK,
     h1_raw_unchecked_in_len, NULL},
    {"ecb_bls12_377_g1_batch_to_affine(n)", SZ, 0, SZ, OK, OK, 2, OK, h1_batch_to_affine_n, NULL},
    /* bn254.h */
    {"ecb_bn254_g1_decode_affine(in_len)", SZ, 32, 32, LENGTH, LENGTH, 32, OK,
     q1_decode_affine_in_len, NULL},
    {"ecb_bn254_g1_decode_affine(enc)", U32, 0, 1, OK, INVALID, 1, OK, q1_decode_affine_enc,
     q1_decode_affine_enc_expect},
    BATCH_TABLE(q1_batch, "ecb_bn254_g1_batch_decode_affine", 32, 64),
    {"ecb_bn254_g1_affine_from_raw_unchecked(in_len)", SZ, 64, 64, LENGTH, LENGTH, 64, OK,
     q1_raw_unchecked_in_len, NULL},
    {"ecb_bn254_g1_batch_to_affine(n)", SZ, 0, SZ, OK, OK, 2, OK, q1_batch_to_affine_n, NULL},
    /* merlin.h: accepted lengths above 64 need that many bytes (2^32 - 1 of them at the bound) */
    {"ecb_merlin_init(label_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK, merlin_init_label_len,
     NULL},
    {"ecb_merlin_append_message(label_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK,
     merlin_append_label_len, NULL},
    {"ecb_merlin_append_message(message_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK,
     merlin_append_message_len, NULL},
    {"ecb_merlin_append_u64(label_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK,
     merlin_u64_label_len, NULL},
    {"ecb_merlin_challenge_bytes(label_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK,
     merlin_challenge_label_len, NULL},
    {"ecb_merlin_challenge_bytes(out_len)", SZ, 0, U32, OK, ECB_ERR_TOO_LONG, 64, OK,
     merlin_challenge_out_len, NULL},
    /* msm.h: plans and sizes cost O(1) for any count, so the bounds run for real */
    {"ecb_msm_plan, ecb_msm_plan_ex(n)", SZ, 0, MAXP, OK, OVERFLOW, MAXP, OK, plan_n, NULL},
    {"ecb_msm_plan, ecb_msm_plan_ex(scalar_bits)", U32, 0, 253, OK, INVALID, 253, OK,
     plan_scalar_bits, NULL},
    {"ecb_msm_plan, ecb_msm_plan_ex(threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK, plan_threads,
     NULL},
    {"ecb_msm_plan_ex(window)", U32, 0, 20, OK, INVALID, 20, OK, plan_window, NULL},
    {"ecb_msm_scratch_size(n)", SZ, 0, MAXP, OK, NO_RESULT, MAXP, OK, scratch_size_n, NULL},
    {"ecb_msm_scratch_size(plan->threads)", U32, 0, MAXT, OK, NO_RESULT, MAXT, OK,
     scratch_size_plan_threads, NULL},
    {"ecb_msm_scratch_size(plan->point_chunks)", U32, 0, MAXT, OK, NO_RESULT, MAXT, OK,
     scratch_size_plan_chunks, NULL},
    /* a forced Pippenger of no points needs no scratch: 0 */
    {"ecb_msm_scratch_size_options(n)", SZ, 1, MAXP, NO_RESULT, NO_RESULT, MAXP, OK,
     scratch_options_n, NULL},
    {"ecb_msm_scratch_size_options(options->threads)", U32, 0, MAXT, OK, NO_RESULT, MAXT, OK,
     scratch_options_threads, NULL},
    {"ecb_msm_scratch_size_options(options->window)", U32, 0, 20, OK, NO_RESULT, 20, OK,
     scratch_options_window, NULL},
    MSM_TABLE(msm_r255, "ecb_msm_ristretto255_var"),
    MSM_TABLE(msm_g1, "ecb_msm_bls12_381_g1_var"),
    MSM_TABLE(msm_g2, "ecb_msm_bls12_381_g2_var"),
    MSM_TABLE(msm_h1, "ecb_msm_bls12_377_g1_var"),
    MSM_TABLE(msm_q1, "ecb_msm_bn254_g1_var"),
    {"ecb_msm_ristretto255_precomp_new(n)", SZ, 0, MAXP, OK, OVERFLOW, 2, OK, precomp_new_n, NULL},
    {"ecb_msm_ristretto255_precomp_new(window)", U32, 0, 8, OK, INVALID, 8, OK, precomp_new_window,
     precomp_window_expect},
    {"ecb_msm_ristretto255_precomp_var(n_static)", SZ, 0, 2, OK, LENGTH, 2, OK,
     precomp_var_n_static, NULL},
    {"ecb_msm_ristretto255_precomp_var(n_dyn)", SZ, 0, MAXP, OK, OVERFLOW, 2, OK, precomp_var_n_dyn,
     NULL},
    {"ecb_msm_ristretto255_precomp_var(options->threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK,
     precomp_var_threads, NULL},
    {"ecb_msm_multi_plan(n)", SZ, 0, MAXP, OK, OVERFLOW, MAXP, OK, multi_plan_n, NULL},
    {"ecb_msm_multi_plan(m)", SZ, 0, MAXP, OK, OVERFLOW, MAXP, OK, multi_plan_m, NULL},
    {"ecb_msm_multi_plan(scalar_bits)", U32, 0, 255, OK, INVALID, 255, OK, multi_plan_scalar_bits,
     NULL},
    {"ecb_msm_multi_plan(threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK, multi_plan_threads, NULL},
    MULTI_TABLE(multi_r255, "ecb_msm_multi_ristretto255_var"),
    MULTI_TABLE(multi_g1, "ecb_msm_multi_bls12_381_g1_var"),
    MULTI_TABLE(multi_g2, "ecb_msm_multi_bls12_381_g2_var"),
    MULTI_TABLE(multi_h1, "ecb_msm_multi_bls12_377_g1_var"),
    MULTI_TABLE(multi_q1, "ecb_msm_multi_bn254_g1_var"),
    FIXED_TABLE(fixed_new_r255, fixed_var_r255, "ristretto255"),
    FIXED_TABLE(fixed_new_g1, fixed_var_g1, "bls12_381_g1"),
    FIXED_TABLE(fixed_new_g2, fixed_var_g2, "bls12_381_g2"),
    FIXED_TABLE(fixed_new_h1, fixed_var_h1, "bls12_377_g1"),
    FIXED_TABLE(fixed_new_q1, fixed_var_q1, "bn254_g1"),
    {"ecb_msm_fixed_save(out_len)", SZ, 0, 0, LENGTH, LENGTH, 0, OK, fixed_save_out_len, NULL},
    {"ecb_msm_fixed_load(len)", SZ, 0, 0, LENGTH, LENGTH, 0, OK, fixed_load_len, NULL},
    {"ecb_msm_fixed_load(in: count)", SZ, 0, MAXP, LENGTH, OVERFLOW, MAXP, LENGTH, fixed_load_count,
     fixed_load_count_expect},
    /* kzg.h: the tables of accepted budgets take 0.3 s and more to build (tests/
     * test_kzg_precompute.c builds them) */
    {"ecb_kzg_settings_precompute(memory_budget)", SZ, ECB_KZG_TABLE_MIN_BYTES, SIZE_MAX, INVALID,
     OK, 0, OK, kzg_precompute_budget, kzg_precompute_budget_expect},
    /* bte.h */
    {"ecb_bte_point_decode(len)", SZ, 48, 48, LENGTH, LENGTH, 48, OK, bte_point_decode_len, NULL},
    {"ecb_bte_deal(n)", U32, 1, BTE_N, INVALID, OVERFLOW, BTE_N, OK, deal_n, NULL},
    /* t = n = 65536 costs 65536 commitments (seconds): accepted t run up to 1 */
    {"ecb_bte_deal(t)", U32, 1, BTE_N, INVALID, INVALID, 1, OK, deal_t, NULL},
    {"ecb_bte_deal_from_coefficients(n)", U32, 1, BTE_N, INVALID, OVERFLOW, BTE_N, OK, deal_coeff_n,
     NULL},
    {"ecb_bte_deal_from_coefficients(t)", U32, 1, BTE_N, INVALID, INVALID, 1, OK, deal_coeff_t,
     NULL},
    {"ecb_bte_public_commitment(k)", U32, 0, 1, OK, INVALID, 1, OK, public_commitment_k, NULL},
    {"ecb_bte_public_share_var(index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     public_share_index, NULL},
    {"ecb_bte_share_check(share->index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     share_check_index, NULL},
    {"ecb_bte_public_decode(len)", SZ, sizeof bte_pub_enc, sizeof bte_pub_enc, FORMAT, FORMAT,
     sizeof bte_pub_enc, OK, public_decode_len, NULL},
    {"ecb_bte_public_decode(in: t)", U32, 1, BTE_N, FORMAT, OVERFLOW, BTE_N, FORMAT,
     public_decode_t, NULL},
    {"ecb_bte_share_decode(len)", SZ, 34, 34, FORMAT, FORMAT, 34, OK, share_decode_len, NULL},
    {"ecb_bte_share_decode(in: index)", U32, 0, BTE_N - 1, OK, OVERFLOW, BTE_N - 1, OK,
     share_decode_index, NULL},
    {"ecb_bte_encrypt(label_len)", SZ, 0, ECB_BTE_MAX_LABEL_BYTES, OK, OVERFLOW, 16, OK,
     encrypt_label_len, NULL},
    {"ecb_bte_encrypt(msg_len)", SZ, 0, ECB_BTE_MAX_BODY_BYTES, OK, OVERFLOW, 16, OK,
     encrypt_msg_len, NULL},
    {"ecb_bte_encrypt_seeded(label_len)", SZ, 0, ECB_BTE_MAX_LABEL_BYTES, OK, OVERFLOW, 16, OK,
     encrypt_seeded_label_len, NULL},
    {"ecb_bte_encrypt_seeded(msg_len)", SZ, 0, ECB_BTE_MAX_BODY_BYTES, OK, OVERFLOW, 16, OK,
     encrypt_seeded_msg_len, NULL},
    {"ecb_bte_ciphertexts_verify_var(n)", SZ, 0, ECB_BTE_MAX_BATCH, OK, OVERFLOW, 1, OK,
     cts_verify_n, NULL},
    {"ecb_bte_ciphertexts_verify_var(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID,
     ECB_BTE_MAX_THREADS, OK, cts_verify_threads, NULL},
    {"ecb_bte_ciphertext_decode(len)", SZ, 0, 0, FORMAT, FORMAT, 0, OK, ct_decode_len, NULL},
    {"ecb_bte_ciphertext_decode(in: label length)", U32, 0, ECB_BTE_MAX_LABEL_BYTES, FORMAT,
     OVERFLOW, ECB_BTE_MAX_LABEL_BYTES, FORMAT, ct_decode_label_len, NULL},
    {"ecb_bte_ciphertext_decode(in: body length)", U32, 0, ECB_BTE_MAX_BODY_BYTES, FORMAT, OVERFLOW,
     ECB_BTE_MAX_BODY_BYTES, FORMAT, ct_decode_body_len, NULL},
    {"ecb_bte_request_new_var(n)", SZ, 0, ECB_BTE_MAX_BATCH, OK, OVERFLOW, 1, OK, request_n, NULL},
    {"ecb_bte_request_new_var(context_len)", SZ, 0, ECB_BTE_MAX_CONTEXT_BYTES, OK, OVERFLOW,
     ECB_BTE_MAX_CONTEXT_BYTES, OK, request_context_len, NULL},
    {"ecb_bte_request_new_var(threshold)", U32, 1, BTE_N, INVALID, INVALID, BTE_N, OK,
     request_threshold, NULL},
    {"ecb_bte_request_new_var(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID,
     ECB_BTE_MAX_THREADS, OK, request_threads, NULL},
    {"ecb_bte_request_from_public_var(n)", SZ, 1, ECB_BTE_MAX_BATCH, ECB_ERR_NO_VALID_CIPHERTEXTS,
     OVERFLOW, 1, OK, request_public_n, NULL},
    {"ecb_bte_request_from_public_var(threshold)", U32, 2, 2, ECB_ERR_THRESHOLD_MISMATCH,
     ECB_ERR_THRESHOLD_MISMATCH, 2, OK, request_public_threshold, NULL},
    {"ecb_bte_respond(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID, ECB_BTE_MAX_THREADS, OK,
     respond_threads, NULL},
    {"ecb_bte_respond(share->index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK, respond_index,
     NULL},
    {"ecb_bte_respond_seeded(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID,
     ECB_BTE_MAX_THREADS, OK, respond_seeded_threads, NULL},
    {"ecb_bte_respond_seeded(share->index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     respond_seeded_index, NULL},
    {"ecb_bte_response_decode(len)", SZ, 0, 0, FORMAT, FORMAT, 0, OK, response_decode_len, NULL},
    {"ecb_bte_response_decode(in: index)", U32, 0, BTE_N - 1, OK, OVERFLOW, BTE_N - 1, OK,
     response_decode_index, NULL},
    {"ecb_bte_response_decode(in: valid-index count)", U32, 0, ECB_BTE_MAX_BATCH, FORMAT, OVERFLOW,
     ECB_BTE_MAX_BATCH, FORMAT, response_decode_count, NULL},
    {"ecb_bte_response_decode(in: partial count)", U32, 0, ECB_BTE_MAX_BATCH, FORMAT, OVERFLOW,
     ECB_BTE_MAX_BATCH, FORMAT, response_decode_m, NULL},
    {"ecb_bte_verify_response_var(eval_index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     verify_response_eval_index, NULL},
    /* k = 65536 responses cost 65536 verifications: accepted k run up to 2 */
    {"ecb_bte_verify_responses_var(k)", SZ, 0, BTE_N, OK, OVERFLOW, 2, OK, verify_responses_k,
     NULL},
    {"ecb_bte_verify_responses_var(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID,
     ECB_BTE_MAX_THREADS, OK, verify_responses_threads, NULL},
    {"ecb_bte_verify_responses_var(eval_indices[q])", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     verify_responses_eval_index, NULL},
    /* two responses: every accepted count (0, 1, 65536) is a LengthMismatch */
    {"ecb_bte_combine_var(index_count)", SZ, 0, BTE_N, ECB_ERR_LENGTH_MISMATCH, OVERFLOW, BTE_N,
     ECB_ERR_LENGTH_MISMATCH, combine_index_count, NULL},
    {"ecb_bte_combine_var(response_count)", SZ, 0, BTE_N, ECB_ERR_LENGTH_MISMATCH, OVERFLOW, BTE_N,
     ECB_ERR_LENGTH_MISMATCH, combine_response_count, NULL},
    {"ecb_bte_combine_var(share_indices[i])", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     combine_share_index, NULL},
    {"ecb_bte_combine_var(threads)", U32, 0, ECB_BTE_MAX_THREADS, OK, INVALID, ECB_BTE_MAX_THREADS,
     OK, combine_threads, NULL},
    /* bls.h: threshold signatures (t = 2 of 65536, min-pk; partials of shares 0 and 1) */
    {"ecb_bls_threshold_sign(share->index)", U32, 0, BTE_N - 1, OK, RANGE, BTE_N - 1, OK,
     thr_sign_index, NULL},
    {"ecb_bls_threshold_sign(msg_len)", SZ, 0, PTRDIFF, OK, OVERFLOW, 64, OK, thr_sign_msg_len,
     NULL},
    {"ecb_bls_threshold_verify(partial_len)", SZ, THR_PB, THR_PB, LENGTH, LENGTH, THR_PB, OK,
     thr_verify_partial_len, NULL},
    {"ecb_bls_threshold_verify(in: index)", U32, 1, BTE_N, ECB_ERR_ZERO_INDEX, RANGE, BTE_N, OK,
     thr_verify_index, NULL},
    {"ecb_bls_threshold_verify(msg_len)", SZ, 0, PTRDIFF, ECB_ERR_VERIFY_FAILED, OVERFLOW, 64,
     ECB_ERR_VERIFY_FAILED, thr_verify_msg_len, NULL},
    /* 2^16 partials cost 2^16 decodings: accepted n run up to 2 */
    {"ecb_bls_threshold_batch_verify(n)", SZ, 1, ECB_BLS_MAX_PARTIALS, INVALID, OVERFLOW, 2, OK,
     thr_batch_n, NULL},
    {"ecb_bls_threshold_batch_verify(partials_len)", SZ, 2 * THR_PB, 2 * THR_PB, LENGTH, LENGTH,
     2 * THR_PB, OK, thr_batch_partials_len, NULL},
    {"ecb_bls_threshold_batch_verify(msg_len)", SZ, 0, PTRDIFF, ECB_ERR_VERIFY_FAILED, OVERFLOW, 64,
     ECB_ERR_VERIFY_FAILED, thr_batch_msg_len, NULL},
    {"ecb_bls_threshold_batch_verify(threads)", U32, 0, ECB_BLS_MAX_THREADS, OK, INVALID,
     ECB_BLS_MAX_THREADS, OK, thr_batch_threads, NULL},
    {"ecb_bls_threshold_batch_verify(in: index)", U32, 1, BTE_N, OK, OK, BTE_N, OK, thr_batch_index,
     thr_batch_index_expect},
    {"ecb_bls_threshold_recover(k)", SZ, 2, ECB_BLS_MAX_PARTIALS, ECB_ERR_TOO_FEW, OVERFLOW, 2, OK,
     thr_recover_k, NULL},
    {"ecb_bls_threshold_recover(partials_len)", SZ, 2 * THR_PB, 2 * THR_PB, LENGTH, LENGTH,
     2 * THR_PB, OK, thr_recover_partials_len, NULL},
    {"ecb_bls_threshold_recover(threads)", U32, 0, ECB_BLS_MAX_THREADS, OK, INVALID,
     ECB_BLS_MAX_THREADS, OK, thr_recover_threads, NULL},
    {"ecb_bls_threshold_recover(in: index)", U32, 1, BTE_N, OK, OK, BTE_N, OK, thr_recover_index,
     thr_recover_index_expect},
    /* bulletproofs_plus.h */
    {"ecb_bpp_pedersen_gens_default(extension_degree)", SZ, 1, 6, INVALID, INVALID, 6, OK,
     gens_default_T, NULL},
    {"ecb_bpp_pedersen_gens_custom(extension_degree)", SZ, 1, 6, INVALID, INVALID, 6, OK,
     gens_custom_T, NULL},
    {"ecb_bpp_commit(count)", SZ, 1, 6, LENGTH, LENGTH, 6, OK, commit_count, NULL},
    {"ecb_bpp_params_create(bit_length)", SZ, 1, 64, INVALID, INVALID, 64, OK, params_bit_length,
     NULL},
    {"ecb_bpp_params_create(max_aggregation)", SZ, 1, 1024, INVALID, INVALID, 1024, OK,
     params_max_aggregation, NULL},
    {"ecb_bpp_params_gi(i)", SZ, 0, 7, OK, NO_RESULT, 7, OK, params_gi_i, NULL},
    {"ecb_bpp_params_hi(i)", SZ, 0, 7, OK, NO_RESULT, 7, OK, params_hi_i, NULL},
    {"ecb_bpp_proof_size(extension_degree)", SZ, 1, 6, NO_RESULT, NO_RESULT, 6, OK, proof_size_T,
     NULL},
    {"ecb_bpp_proof_size(rounds)", SZ, 0, 16, OK, NO_RESULT, 16, OK, proof_size_rounds, NULL},
    {"ecb_bpp_proof_parse_var(len)", SZ, 0, 0, FORMAT, FORMAT, 0, OK, proof_parse_len, NULL},
    {"ecb_bpp_proof_serialize(out_cap)", SZ, 0, SZ, LENGTH, OK, SZ, OK, serialize_out_cap, NULL},
    {"ecb_bpp_proof_serialize(proof->extension_degree)", SZ, 1, 6, INVALID, INVALID, 6, OK,
     serialize_T, NULL},
    {"ecb_bpp_proof_serialize(proof->rounds)", SZ, 0, 16, OK, INVALID, 16, OK, serialize_rounds,
     NULL},
    {"ecb_bpp_statement_check(statement->aggregation)", SZ, 1, 1, INVALID, INVALID, 1, OK,
     statement_check_m, NULL},
    {"ecb_bpp_prove(witness->count)", SZ, 1, 1, ECB_ERR_LENGTH_MISMATCH, ECB_ERR_LENGTH_MISMATCH, 1,
     OK, prove_count, NULL},
    {"ecb_bpp_prove(witness->extension_degree)", SZ, 1, 1, ECB_ERR_LENGTH_MISMATCH,
     ECB_ERR_LENGTH_MISMATCH, 1, OK, prove_T, NULL},
    {"ecb_bpp_prove(statement->aggregation)", SZ, 1, 1, INVALID, INVALID, 1, OK, prove_m, NULL},
    {"ecb_bpp_verify_batch_var(count)", SZ, 1, PTRDIFF / sizeof(ecb_bpp_proof), INVALID, OVERFLOW,
     1, OK, verify_count, NULL},
    {"ecb_bpp_verify_batch_var(transcript_count)", SZ, 1, 1, INVALID, INVALID, 1, OK,
     verify_transcript_count, NULL},
    {"ecb_bpp_verify_batch_var(options->threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK,
     verify_threads, NULL},
    {"ecb_bpp_verify_batch_var(proofs[i].rounds)", SZ, 3, 3, FORMAT, FORMAT, 3, OK, verify_rounds,
     NULL},
    {"ecb_bpp_verify_batch_var(statements[i].aggregation)", SZ, 1, 1, INVALID, INVALID, 1, OK,
     verify_m, NULL},
    {"ecb_bpp_verifier_create(max_batch)", SZ, 1, PTRDIFF / sizeof(ecb_bpp_proof), INVALID,
     OVERFLOW, PTRDIFF / sizeof(ecb_bpp_proof), OK, verifier_create_max_batch, NULL},
    {"ecb_bpp_verifier_create(bit_length)", SZ, 1, 64, INVALID, INVALID, 64, OK,
     verifier_create_bit_length, NULL},
    {"ecb_bpp_verifier_create(max_aggregation)", SZ, 1, 1024, INVALID, INVALID, 1024, OK,
     verifier_create_max_aggregation, NULL},
    {"ecb_bpp_verifier_create(threads)", U32, 0, MAXT, OK, INVALID, MAXT, OK,
     verifier_create_threads, NULL},
    /* a verifier of max_batch 1 and one thread: the verifier's bound, then the call's */
    {"ecb_bpp_verifier_verify_batch_var(count)", SZ, 1, 1, INVALID, ECB_ERR_SCRATCH_TOO_SMALL, 1,
     OK, verifier_verify_count, verifier_verify_count_expect},
    {"ecb_bpp_verifier_verify_batch_var(options->threads)", U32, 0, 1, OK,
     ECB_ERR_SCRATCH_TOO_SMALL, 1, OK, verifier_verify_threads, verifier_verify_threads_expect},
    {"ecb_bpp_verifier_verify_batch_var(statements[i].aggregation)", SZ, 1, 1, INVALID, INVALID, 1,
     OK, verifier_verify_m, NULL},
    /* kzg.h: the accepted values run FK20 (about 0.15 s, seconds under ASan): skipped */
    {"ecb_kzg_compute_cells_and_proofs(cells_len)", SZ, KZG_CELLS_BYTES, KZG_CELLS_BYTES, LENGTH,
     LENGTH, 0, OK, kzg_cells_proofs_cells_len, NULL},
    {"ecb_kzg_compute_cells_and_proofs(proofs_len)", SZ, KZG_PROOFS_BYTES, KZG_PROOFS_BYTES, LENGTH,
     LENGTH, 0, OK, kzg_cells_proofs_proofs_len, NULL},
    {"ecb_kzg_compute_cells_and_proofs(blob_len)", SZ, ECB_KZG_BYTES_PER_BLOB,
     ECB_KZG_BYTES_PER_BLOB, LENGTH, LENGTH, 0, OK, kzg_cells_proofs_blob_len, NULL},
    {"ecb_kzg_recover_cells_and_proofs(n)", SZ, ECB_KZG_CELLS_PER_EXT_BLOB / 2,
     ECB_KZG_CELLS_PER_EXT_BLOB, ECB_ERR_TOO_FEW, OVERFLOW, 0, OK, kzg_recover_n, NULL},
    {"ecb_kzg_recover_cells_and_proofs(cells_len)", SZ, ECB_KZG_BYTES_PER_BLOB,
     ECB_KZG_BYTES_PER_BLOB, LENGTH, LENGTH, 0, OK, kzg_recover_cells_len, NULL},
    {"ecb_kzg_recover_cells_and_proofs(cells_out_len)", SZ, KZG_CELLS_BYTES, KZG_CELLS_BYTES,
     LENGTH, LENGTH, 0, OK, kzg_recover_cells_out_len, NULL},
    {"ecb_kzg_recover_cells_and_proofs(proofs_out_len)", SZ, KZG_PROOFS_BYTES, KZG_PROOFS_BYTES,
     LENGTH, LENGTH, 0, OK, kzg_recover_proofs_out_len, NULL},
};

/* ---- the runner ------------------------------------------------------------------------------ */

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The lengths the fixtures know only at run time: exactly the encoding is accepted. */
static void exact_lengths(void) {
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        size_t len = 0;
        if (!strcmp(rows[i].name, "ecb_msm_fixed_save(out_len)") ||
            !strcmp(rows[i].name, "ecb_msm_fixed_load(len)"))
            len = fixed_saved_len;
        else if (!strcmp(rows[i].name, "ecb_bte_ciphertext_decode(len)"))
            len = bte_ct_len;
        else if (!strcmp(rows[i].name, "ecb_bte_response_decode(len)"))
            len = bte_resp_len;
        else if (!strcmp(rows[i].name, "ecb_bpp_proof_parse_var(len)"))
            len = bpp_wire_len;
        else if (!strcmp(rows[i].name, "ecb_bpp_proof_serialize(out_cap)"))
            rows[i].lo = bpp_wire_len;
        if (len != 0) rows[i].lo = rows[i].hi = rows[i].cheap = len;
    }
}

/* Probe p of row r: 0 when it is not taken (a repeat, or beyond the argument's type), 1 when
 * it is an accepted value too costly to supply, 2 when it runs: *v and *want are set. */
static int probe(const row *r, int p, uint64_t *v, ecb_status *want) {
    const uint64_t probes[6] = {0, 1, r->hi, r->hi + 1, UINT32_MAX, SIZE_MAX};
    *v = probes[p];
    for (int q = 0; q < p; q++)
        if (probes[q] == *v) return 0;
    if (*v > r->type_max || (p == 3 && r->hi == UINT64_MAX)) return 0;
    int in_range = *v >= r->lo && *v <= r->hi;
    if (in_range && *v > r->cheap) return 1;
    *want = r->expect != NULL ? r->expect(*v)
            : !in_range       ? (*v < r->lo ? r->below : r->above)
                              : r->accepted;
    return 2;
}

static const char *status_name(ecb_status st) {
    return st == NO_RESULT ? "no result" : ecb_status_str(st);
}

/* Runs row r's probes; returns the number of failed ones. */
static int run_row(const row *r, double limit) {
    int failed = 0;
    for (int p = 0; p < 6; p++) {
        uint64_t v;
        ecb_status want;
        if (probe(r, p, &v, &want) != 2) continue;
        int ok = 0;
        double t0 = now();
        ecb_status st = r->call(v, &ok);
        double dt = now() - t0;
        if (st != want || !ok || dt >= limit) {
            failed++;
            fprintf(stderr, "%s with %llu: status %s (%d), want %s; outputs %s; %.3f s\n", r->name,
                    (unsigned long long)v, status_name(st), (int)st, status_name(want),
                    ok ? "as documented" : "WRONG", dt);
        }
    }
    return failed;
}

/* Each row runs in a child process, so a row that crashes (or that the memory limit ends) is
 * reported by name and the others still run. */
static void run_row_isolated(const row *r, double limit) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) _exit(run_row(r, limit) == 0 ? 0 : 1); /* _exit: no leak check of fixtures */
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    if (WIFSIGNALED(status))
        fprintf(stderr, "%s: killed by signal %d\n", r->name, WTERMSIG(status));
}

int main(void) {
    tl_init();
    int valgrind = RUNNING_ON_VALGRIND != 0;
#ifndef UNDER_ASAN
    if (!valgrind) {
        struct rlimit lim = {(rlim_t)4 << 30, (rlim_t)4 << 30};
        CHECK(setrlimit(RLIMIT_AS, &lim) == 0);
    }
#endif
    /* five seconds per call: the heaviest accepted call (2048 Bulletproofs+ generators and their
     * tables) takes 0.1 s, a row's first plan at a level calibrates the group's costs (tens of
     * ms at portable), and a loaded machine stretches both; a bound that let the work through
     * would take minutes. AddressSanitizer makes calls ten times slower, valgrind 20 to 50. */
    double limit = valgrind ? 300.0 : 5.0;
#ifdef UNDER_ASAN
    limit = 30.0;
#endif
    fixtures();
    kzg_fixture();
    exact_lengths();
    size_t runs = 0, skipped = 0, nrows = sizeof rows / sizeof rows[0];
    for (size_t i = 0; i < nrows; i++) {
        for (int p = 0; p < 6; p++) {
            uint64_t v;
            ecb_status want;
            int kind = probe(&rows[i], p, &v, &want);
            runs += kind == 2;
            skipped += kind == 1;
        }
        run_row_isolated(&rows[i], limit);
    }
    /* a probe off the simple ranges: powers of two only */
    ecb_bpp_params *p = NULL;
    CHECK(ecb_bpp_params_create(&p, 3, 1, &bpp_gens) == ECB_ERR_INVALID_ARGUMENT && p == NULL);
    CHECK(ecb_bpp_params_create(&p, 1, 3, &bpp_gens) == ECB_ERR_INVALID_ARGUMENT && p == NULL);
    printf("%zu rows, %zu calls, %zu accepted values skipped (too large to supply cheaply)\n",
           nrows, runs, skipped);
    fixtures_free();
    ecb_kzg_settings_free(kzg_cells_settings);
    return tl_finish("test_api_bounds");
}
