/* Differential test of ecbatch's pairing and BLS signatures against blst, run by hand (not in
 * CI: blst is built outside the repository by ../shared/anchor-bench). scripts/differential-blst
 * builds and runs it at every kernel level. For ROUNDS random inputs per variant it checks:
 *   KeyGen (blst_keygen byte for byte; how often ours equals its v3, v4_5 and v5 forms, the last
 *   two with the draft's salt, is reported), SkToPk,
 *   Sign and PopProve byte for byte; Verify's verdict on the valid signature, another message,
 *   another key, a signature of another key, a bit-flipped signature and a bit-flipped key
 *   (blst's verdict: decodes, in the subgroup, not the identity for keys, CoreVerify holds);
 *   Aggregate byte for byte; e(P, Q) and a product of up to 8 pairings as 576-byte GT
 *   encodings (blst: Miller loops, one final exponentiation, blst_bendian_from_fp12).
 * Prints one line per check kind with its count and exits 1 on the first mismatch, naming the
 * round and printing both values.
 *   bls_vs_blst [ROUNDS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <blst.h>
#include <blst_aux.h>
#include <sodium.h>

#include "ecbatch/bls.h"
#include "ecbatch/pairing.h"

static const byte DST_G2[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
static const byte DST_G1[] = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";
static const byte POP_G2[] = "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
static const byte POP_G1[] = "BLS_POP_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";
static const byte SALT[] = "BLS-SIG-KEYGEN-SALT-"; /* the draft's salt, for blst's v4_5 and v5 */

enum {
    KIND_KEYGEN,
    KIND_PK,
    KIND_SIGN,
    KIND_POP,
    KIND_VERIFY,
    KIND_AGG,
    KIND_PAIR,
    KIND_MULTI,
    KINDS
};
static const char *kind_name[KINDS] = {"keygen",          "sk_to_pk",  "sign",    "pop_prove",
                                       "verify verdicts", "aggregate", "pairing", "multi-pairing"};
static unsigned long checked[KINDS];
static int keygen_form[4]; /* rounds in which ours equals blst_keygen, _v3, _v4_5, _v5 */

static void hex(const char *label, const uint8_t *b, size_t n) {
    printf("  %s ", label);
    for (size_t i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

static void same(int kind, unsigned round, const uint8_t *ours, const uint8_t *theirs, size_t n) {
    if (memcmp(ours, theirs, n) != 0) {
        printf("MISMATCH: %s, round %u\n", kind_name[kind], round);
        hex("ecbatch", ours, n);
        hex("blst   ", theirs, n);
        exit(1);
    }
    checked[kind]++;
}

static void same_verdict(unsigned round, const char *what, int ours, int theirs) {
    if (ours != theirs) {
        printf("MISMATCH: verify verdict (%s), round %u: ecbatch %s, blst %s\n", what, round,
               ours ? "valid" : "invalid", theirs ? "valid" : "invalid");
        exit(1);
    }
    checked[KIND_VERIFY]++;
}

/* blst's verdict with the draft's checks: the key decodes, is not the identity and lies in the
 * subgroup; the signature decodes and lies in the subgroup; CoreVerify holds. */
static int blst_verdict(ecb_bls_variant v, const uint8_t *pk, const uint8_t *msg, size_t len,
                        const uint8_t *sig) {
    if (v == ECB_BLS_MIN_PK) {
        blst_p1_affine k;
        blst_p2_affine s;
        if (blst_p1_uncompress(&k, pk) != BLST_SUCCESS || blst_p1_affine_is_inf(&k) ||
            !blst_p1_affine_in_g1(&k))
            return 0;
        if (blst_p2_uncompress(&s, sig) != BLST_SUCCESS || !blst_p2_affine_in_g2(&s)) return 0;
        return blst_core_verify_pk_in_g1(&k, &s, 1, msg, len, DST_G2, sizeof DST_G2 - 1, NULL, 0) ==
               BLST_SUCCESS;
    }
    blst_p2_affine k;
    blst_p1_affine s;
    if (blst_p2_uncompress(&k, pk) != BLST_SUCCESS || blst_p2_affine_is_inf(&k) ||
        !blst_p2_affine_in_g2(&k))
        return 0;
    if (blst_p1_uncompress(&s, sig) != BLST_SUCCESS || !blst_p1_affine_in_g1(&s)) return 0;
    return blst_core_verify_pk_in_g2(&k, &s, 1, msg, len, DST_G1, sizeof DST_G1 - 1, NULL, 0) ==
           BLST_SUCCESS;
}

/* blst's SkToPk and Sign (with the signature or PoP DST) of variant v, compressed. */
static void blst_pk(ecb_bls_variant v, uint8_t *out, const blst_scalar *sk) {
    if (v == ECB_BLS_MIN_PK) {
        blst_p1 p;
        blst_sk_to_pk_in_g1(&p, sk);
        blst_p1_compress(out, &p);
    } else {
        blst_p2 p;
        blst_sk_to_pk_in_g2(&p, sk);
        blst_p2_compress(out, &p);
    }
}

static void blst_sign(ecb_bls_variant v, uint8_t *out, const blst_scalar *sk, const uint8_t *msg,
                      size_t len, int pop) {
    if (v == ECB_BLS_MIN_PK) {
        blst_p2 h, s;
        const byte *dst = pop ? POP_G2 : DST_G2;
        blst_hash_to_g2(&h, msg, len, dst, strlen((const char *)dst), NULL, 0);
        blst_sign_pk_in_g1(&s, &h, sk);
        blst_p2_compress(out, &s);
    } else {
        blst_p1 h, s;
        const byte *dst = pop ? POP_G1 : DST_G1;
        blst_hash_to_g1(&h, msg, len, dst, strlen((const char *)dst), NULL, 0);
        blst_sign_pk_in_g2(&s, &h, sk);
        blst_p1_compress(out, &s);
    }
}

static int ours_valid(ecb_bls_variant v, const uint8_t *pk, const uint8_t *msg, size_t len,
                      const uint8_t *sig) {
    return ecb_bls_verify(v, pk, msg, len, sig) == ECB_OK;
}

static void check_signatures(ecb_bls_variant v, unsigned round) {
    size_t pkb = ecb_bls_public_key_bytes(v), sgb = ecb_bls_signature_bytes(v);
    uint8_t ikm[48], info[8], sk[32], sk2[32], bsk[32];
    uint8_t pk[96], pk2[96], bpk[96], sig[96], sig2[96], bsig[96], bad[96];
    uint8_t msg[64], msg2[64];
    size_t len = randombytes_uniform(sizeof msg + 1);
    randombytes_buf(ikm, sizeof ikm);
    randombytes_buf(info, sizeof info);
    randombytes_buf(msg, sizeof msg);
    memcpy(msg2, msg, sizeof msg);
    msg2[0] ^= 1;
    size_t info_len = round % 2 ? sizeof info : 0;

    /* KeyGen: ours against each of blst's forms */
    if (ecb_bls_keygen(sk, ikm, 32 + round % 17, info, info_len) != ECB_OK) {
        printf("ecb_bls_keygen failed, round %u\n", round);
        exit(1);
    }
    blst_scalar b[4];
    blst_keygen(&b[0], ikm, 32 + round % 17, info, info_len);
    blst_keygen_v3(&b[1], ikm, 32 + round % 17, info, info_len);
    blst_keygen_v4_5(&b[2], ikm, 32 + round % 17, SALT, sizeof SALT - 1, info, info_len);
    blst_keygen_v5(&b[3], ikm, 32 + round % 17, SALT, sizeof SALT - 1, info, info_len);
    for (int f = 0; f < 4; f++) {
        blst_bendian_from_scalar(bsk, &b[f]);
        keygen_form[f] += memcmp(bsk, sk, 32) == 0;
    }
    blst_bendian_from_scalar(bsk, &b[0]);
    same(KIND_KEYGEN, round, sk, bsk, 32);
    blst_scalar bs;
    blst_scalar_from_bendian(&bs, sk);

    /* SkToPk, Sign, PopProve */
    if (ecb_bls_sk_to_pk(v, pk, sk) != ECB_OK) exit(1);
    blst_pk(v, bpk, &bs);
    same(KIND_PK, round, pk, bpk, pkb);
    if (ecb_bls_sign(v, sig, sk, msg, len) != ECB_OK) exit(1);
    blst_sign(v, bsig, &bs, msg, len, 0);
    same(KIND_SIGN, round, sig, bsig, sgb);
    uint8_t proof[96];
    if (ecb_bls_pop_prove(v, proof, sk) != ECB_OK) exit(1);
    blst_sign(v, bsig, &bs, pk, pkb, 1);
    same(KIND_POP, round, proof, bsig, sgb);

    /* Verify verdicts on the valid triple and its corruptions */
    randombytes_buf(ikm, sizeof ikm);
    if (ecb_bls_keygen(sk2, ikm, 32, NULL, 0) != ECB_OK ||
        ecb_bls_sk_to_pk(v, pk2, sk2) != ECB_OK || ecb_bls_sign(v, sig2, sk2, msg, len) != ECB_OK)
        exit(1);
    same_verdict(round, "valid", ours_valid(v, pk, msg, len, sig),
                 blst_verdict(v, pk, msg, len, sig));
    same_verdict(round, "other message", ours_valid(v, pk, msg2, len ? len : 1, sig),
                 blst_verdict(v, pk, msg2, len ? len : 1, sig));
    same_verdict(round, "other key", ours_valid(v, pk2, msg, len, sig),
                 blst_verdict(v, pk2, msg, len, sig));
    same_verdict(round, "other key's signature", ours_valid(v, pk, msg, len, sig2),
                 blst_verdict(v, pk, msg, len, sig2));
    memcpy(bad, sig, sgb);
    bad[1 + randombytes_uniform((uint32_t)sgb - 1)] ^= (uint8_t)(1u << randombytes_uniform(8));
    same_verdict(round, "flipped signature bit", ours_valid(v, pk, msg, len, bad),
                 blst_verdict(v, pk, msg, len, bad));
    memcpy(bad, pk, pkb);
    bad[1 + randombytes_uniform((uint32_t)pkb - 1)] ^= (uint8_t)(1u << randombytes_uniform(8));
    same_verdict(round, "flipped key bit", ours_valid(v, bad, msg, len, sig),
                 blst_verdict(v, bad, msg, len, sig));

    /* Aggregate of the two signatures */
    uint8_t two[192], agg[96], bagg[96];
    memcpy(two, sig, sgb);
    memcpy(two + sgb, sig2, sgb);
    if (ecb_bls_aggregate(v, agg, two, 2 * sgb, 2) != ECB_OK) exit(1);
    if (v == ECB_BLS_MIN_PK) {
        blst_p2_affine a1, a2;
        blst_p2 s1, s2;
        blst_p2_uncompress(&a1, sig);
        blst_p2_uncompress(&a2, sig2);
        blst_p2_from_affine(&s1, &a1);
        blst_p2_from_affine(&s2, &a2);
        blst_p2_add_or_double(&s1, &s1, &s2);
        blst_p2_compress(bagg, &s1);
    } else {
        blst_p1_affine a1, a2;
        blst_p1 s1, s2;
        blst_p1_uncompress(&a1, sig);
        blst_p1_uncompress(&a2, sig2);
        blst_p1_from_affine(&s1, &a1);
        blst_p1_from_affine(&s2, &a2);
        blst_p1_add_or_double(&s1, &s1, &s2);
        blst_p1_compress(bagg, &s1);
    }
    same(KIND_AGG, round, agg, bagg, sgb);
}

/* A random point of G1 and of G2 (random multiples of the generators), compressed and affine. */
static void random_pair(uint8_t p[48], uint8_t q[96], blst_p1_affine *pa, blst_p2_affine *qa) {
    uint8_t k[32];
    blst_scalar s;
    blst_p1 P;
    blst_p2 Q;
    randombytes_buf(k, sizeof k);
    k[0] &= 0x3f;
    blst_scalar_from_bendian(&s, k);
    blst_sk_to_pk_in_g1(&P, &s);
    randombytes_buf(k, sizeof k);
    k[0] &= 0x3f;
    blst_scalar_from_bendian(&s, k);
    blst_sk_to_pk_in_g2(&Q, &s);
    blst_p1_compress(p, &P);
    blst_p2_compress(q, &Q);
    blst_p1_to_affine(pa, &P);
    blst_p2_to_affine(qa, &Q);
}

static void check_pairings(unsigned round) {
    enum { K = 8 };
    uint8_t ps[48 * K], qs[96 * K], ours[576], theirs[576];
    blst_p1_affine pa[K];
    blst_p2_affine qa[K];
    size_t k = 1 + round % K;
    for (size_t i = 0; i < k; i++)
        random_pair(ps + 48 * i, qs + 96 * i, &pa[i], &qa[i]);
    ecb_bls12_381_gt gt;
    blst_fp12 f, g;

    if (ecb_bls12_381_pairing(&gt, ps, qs) != ECB_OK) exit(1);
    ecb_bls12_381_gt_encode(ours, &gt);
    blst_miller_loop(&f, &qa[0], &pa[0]);
    blst_final_exp(&g, &f);
    blst_bendian_from_fp12(theirs, &g);
    same(KIND_PAIR, round, ours, theirs, 576);

    if (ecb_bls12_381_multi_pairing(&gt, ps, 48 * k, qs, 96 * k, k) != ECB_OK) exit(1);
    ecb_bls12_381_gt_encode(ours, &gt);
    blst_miller_loop(&f, &qa[0], &pa[0]);
    for (size_t i = 1; i < k; i++) {
        blst_fp12 m;
        blst_miller_loop(&m, &qa[i], &pa[i]);
        blst_fp12_mul(&f, &f, &m);
    }
    blst_final_exp(&g, &f);
    blst_bendian_from_fp12(theirs, &g);
    same(KIND_MULTI, round, ours, theirs, 576);
}

int main(int argc, char **argv) {
    unsigned rounds = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 64;
    if (rounds == 0 || rounds > 100000 || sodium_init() < 0) {
        fprintf(stderr, "usage: bls_vs_blst [ROUNDS, 1..100000]\n");
        return 2;
    }
    for (unsigned r = 0; r < rounds; r++) {
        check_signatures(ECB_BLS_MIN_PK, r);
        check_signatures(ECB_BLS_MIN_SIG, r);
        check_pairings(r);
    }
    for (int k = 0; k < KINDS; k++)
        printf("%-16s %lu equal\n", kind_name[k], checked[k]);
    printf("keygen: ours equals blst_keygen in %d of %u rounds, _v3 in %d, _v4_5 in %d, _v5 in "
           "%d (two variants a round)\n",
           keygen_form[0], 2 * rounds, keygen_form[1], keygen_form[2], keygen_form[3]);
    return 0;
}
