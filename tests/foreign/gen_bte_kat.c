/* A threshold-decryption known-answer file as another generator would write it:
 *
 *   gen_bte_kat OUT.json [--stale-seed | --alter-expected]
 *
 * writes a "threshold-decryption/profile-v1" file (layout of
 * ../shared/vectors/threshold-decryption/README.md) whose seeds and labels are not those of the
 * shared file: seed(label) = SHA-512("foreign-kat/v1:" || label) (64 bytes, no repetition),
 * labels of its own naming (one holds a NUL byte), a 130-byte context, an empty label and a
 * 150-byte message. Every expected value is computed from the seeds the file states: the
 * scheme's objects through the public API (ecb_bte_*, ecb_bls12_381_*), and every transcript
 * input byte for byte from the layouts in the file's conventions (profile point 11), written
 * here independently of src/bte. It holds two honest examples (MinSig t=2 n=3, MinPk t=3 n=4)
 * with their batched ciphertext check, request, responses, batched response check and two
 * combinations, KeyGen known answers tied to the examples' seeds, the proof generators, and
 * transcript primitives with ids and namespaces of its own.
 *
 * --stale-seed      the first ciphertext's r seed (and the scalar and r shown for it) replaced,
 *                   every output left as it was: a runner that uses the file's seeds must fail.
 * --alter-expected  one expected value (a response's z) changed: a runner must fail. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/bte.h"
#include "hash/blake3.h"
#include "jsonutil.h"

#define MAX_CT 4
#define MAX_N 8

static void die(const char *what) {
    fprintf(stderr, "gen_bte_kat: %s\n", what);
    exit(1);
}

static json_t *hex(const uint8_t *b, size_t n) {
    json_t *v = json_hex_string(b, n);
    if (v == NULL) die("out of memory");
    return v;
}

/* ---- byte strings and the profile's transcript framing ------------------------------------ */

struct buf {
    uint8_t *b;
    size_t n, cap;
};

static void put(struct buf *o, const void *p, size_t n) {
    if (o->n + n > o->cap) {
        o->cap = 2 * (o->n + n) + 64;
        o->b = realloc(o->b, o->cap);
        if (o->b == NULL) die("out of memory");
    }
    if (n) memcpy(o->b + o->n, p, n);
    o->n += n;
}

/* rev(LEB128(len)): the length suffix a commit absorbs (conventions: commit) */
static void put_suffix(struct buf *o, uint64_t len) {
    uint8_t leb[10], rev[10];
    size_t k = 0;
    do {
        leb[k] = (uint8_t)(len & 0x7f);
        len >>= 7;
        if (len) leb[k] |= 0x80;
        k++;
    } while (len);
    for (size_t i = 0; i < k; i++)
        rev[i] = leb[k - 1 - i];
    put(o, rev, k);
}

static void commit(struct buf *o, const void *p, size_t n) {
    put(o, p, n);
    put_suffix(o, n);
}

static void commit_u32(struct buf *o, uint32_t x) {
    uint8_t le[4] = {(uint8_t)x, (uint8_t)(x >> 8), (uint8_t)(x >> 16), (uint8_t)(x >> 24)};
    commit(o, le, 4);
}

static void commit_u64(struct buf *o, uint64_t x) {
    uint8_t le[8];
    for (int i = 0; i < 8; i++)
        le[i] = (uint8_t)(x >> (8 * i));
    commit(o, le, 8);
}

/* new(ns): tag 0x00, then commit(ns) */
static void start(struct buf *o, const char *ns) {
    o->n = 0;
    put(o, "\0", 1);
    commit(o, ns, strlen(ns));
}

static void summary(uint8_t out[32], const struct buf *in) {
    ecb_blake3_hash(out, 32, in->b, in->n);
}

/* the first n bytes of T.noise(label), T summarized as sum */
static void noise(uint8_t *out, size_t n, const uint8_t sum[32], const char *label) {
    struct buf a = {0};
    put(&a, "\3", 1);
    commit(&a, label, strlen(label));
    ecb_blake3_keyed_hash(out, n, sum, a.b, a.n);
    free(a.b);
}

/* block k of a stream as a 32-byte big-endian scalar (zero becomes 1) */
static void block_scalar(uint8_t out[32], const uint8_t block[16]) {
    int zero = 1;
    memset(out, 0, 32);
    for (int b = 0; b < 16; b++) {
        out[31 - b] = block[b];
        zero &= block[b] == 0;
    }
    if (zero) out[31] = 1;
}

/* ---- group arithmetic through the public API ----------------------------------------------- */

static size_t pb_of(ecb_bte_variant v) {
    return ecb_bte_point_bytes(v);
}

/* out = k P (P = NULL: the generator) */
static void pmul(ecb_bte_variant v, uint8_t *out, const uint8_t *p, const uint8_t k[32]) {
    ecb_bls12_381_scalar s;
    if (ecb_bls12_381_scalar_decode(&s, k) != ECB_OK) die("scalar");
    if (v == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 a;
        if (p == NULL)
            ecb_bls12_381_g1_generator(&a);
        else if (ecb_bls12_381_g1_decode(&a, p) != ECB_OK)
            die("point");
        ecb_bls12_381_g1_mul(&a, &s, &a);
        ecb_bls12_381_g1_encode(out, &a);
    } else {
        ecb_bls12_381_g2 a;
        if (p == NULL)
            ecb_bls12_381_g2_generator(&a);
        else if (ecb_bls12_381_g2_decode(&a, p) != ECB_OK)
            die("point");
        ecb_bls12_381_g2_mul(&a, &s, &a);
        ecb_bls12_381_g2_encode(out, &a);
    }
}

/* acc += P (acc NULL-initialised by identity_enc) */
static void padd(ecb_bte_variant v, uint8_t *acc, const uint8_t *p) {
    if (v == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 a, b;
        if ((acc[0] & 0x40 ? (ecb_bls12_381_g1_identity(&a), ECB_OK)
                           : ecb_bls12_381_g1_decode(&a, acc)) != ECB_OK ||
            ecb_bls12_381_g1_decode(&b, p) != ECB_OK)
            die("point");
        ecb_bls12_381_g1_add(&a, &a, &b);
        ecb_bls12_381_g1_encode(acc, &a);
    } else {
        ecb_bls12_381_g2 a, b;
        if ((acc[0] & 0x40 ? (ecb_bls12_381_g2_identity(&a), ECB_OK)
                           : ecb_bls12_381_g2_decode(&a, acc)) != ECB_OK ||
            ecb_bls12_381_g2_decode(&b, p) != ECB_OK)
            die("point");
        ecb_bls12_381_g2_add(&a, &a, &b);
        ecb_bls12_381_g2_encode(acc, &a);
    }
}

static void identity_enc(uint8_t *out, size_t pb) {
    memset(out, 0, pb);
    out[0] = 0xc0;
}

/* ---- the file's randomness: label -> seed -> KeyGen -------------------------------------- */

struct rnd {
    json_t *list;
};

static void seed_of(uint8_t seed[64], const char *label, size_t len) {
    crypto_hash_sha512_state st;
    crypto_hash_sha512_init(&st);
    crypto_hash_sha512_update(&st, (const uint8_t *)"foreign-kat/v1:", 15);
    crypto_hash_sha512_update(&st, (const uint8_t *)label, len);
    crypto_hash_sha512_final(&st, seed);
}

/* sk = KeyGen(ikm), the IETF BLS KeyGen of the conventions (L = 48, empty key_info) written
 * out here with libsodium's SHA-256 and HMAC, apart from the library's. */
static void keygen(uint8_t sk[32], const uint8_t ikm[64]) {
    uint8_t salt[32], prk[32], okm[48 + 32], t[32];
    crypto_hash_sha256(salt, (const uint8_t *)"BLS-SIG-KEYGEN-SALT-", 20);
    for (;;) {
        crypto_auth_hmacsha256_state st;
        uint8_t zero = 0;
        crypto_auth_hmacsha256_init(&st, salt, 32);
        crypto_auth_hmacsha256_update(&st, ikm, 64);
        crypto_auth_hmacsha256_update(&st, &zero, 1);
        crypto_auth_hmacsha256_final(&st, prk);
        /* HKDF-Expand(PRK, info = I2OSP(48, 2), 48) */
        size_t have = 0;
        uint8_t prev[32];
        for (uint8_t i = 1; have < 48; i++) {
            uint8_t info[2] = {0, 48};
            crypto_auth_hmacsha256_init(&st, prk, 32);
            if (i > 1) crypto_auth_hmacsha256_update(&st, prev, 32);
            crypto_auth_hmacsha256_update(&st, info, 2);
            crypto_auth_hmacsha256_update(&st, &i, 1);
            crypto_auth_hmacsha256_final(&st, prev);
            memcpy(okm + have, prev, 32);
            have += 32;
        }
        /* OS2IP(OKM) mod r: the 48 big-endian bytes widened to 64 */
        uint8_t wide[64] = {0};
        memcpy(wide + 16, okm, 48);
        ecb_bls12_381_scalar s;
        ecb_bls12_381_scalar_reduce64(&s, wide);
        if (!ecb_bls12_381_scalar_is_zero(&s)) {
            ecb_bls12_381_scalar_encode(sk, &s);
            return;
        }
        crypto_hash_sha256(t, salt, 32);
        memcpy(salt, t, 32);
    }
}

static void draw(struct rnd *r, const char *label, size_t len, uint8_t seed[64], uint8_t sk[32]) {
    seed_of(seed, label, len);
    keygen(sk, seed);
    json_t *e = json_object();
    json_object_set_new(e, "label", json_stringn(label, len));
    json_object_set_new(e, "seed", hex(seed, 64));
    json_object_set_new(e, "scalar", hex(sk, 32));
    json_array_append_new(r->list, e);
}

/* ---- one example ------------------------------------------------------------------------- */

struct ct_spec {
    const char *label;
    size_t label_len;
    size_t msg_len; /* message bytes: i * 7 + 3 mod 256 */
};

struct example {
    const char *id;
    ecb_bte_variant v;
    uint32_t t, n;
    size_t ct_count;
    struct ct_spec ct[MAX_CT];
    size_t ctx_len;
    uint32_t combine[2][MAX_N];
};

/* the points and scalars at the end of a wire: ... || P_0 .. P_{k-1} || c || z */
static const uint8_t *wire_tail(const uint8_t *wire, size_t len, size_t k, size_t pb) {
    return wire + len - 64 - k * pb;
}

static json_t *example(const struct example *x, json_t **keygen_cases) {
    ecb_bte_variant v = x->v;
    size_t pb = pb_of(v), m = x->ct_count;
    struct rnd rnd = {json_array()};
    uint8_t seed[64], coef[MAX_N * 32];
    char label[64];
    json_t *e = json_object();
    json_object_set_new(e, "id", json_string(x->id));
    json_object_set_new(e, "variant", json_string(ecb_bte_variant_name(v)));
    json_object_set_new(e, "group", json_string(v == ECB_BTE_MINPK ? "G1" : "G2"));
    json_object_set_new(e, "point_bytes", json_integer((json_int_t)pb));
    json_object_set_new(e, "t", json_integer(x->t));
    json_object_set_new(e, "n", json_integer(x->n));
    uint8_t ctx[256];
    for (size_t i = 0; i < x->ctx_len; i++)
        ctx[i] = (uint8_t)(0xf0 ^ i);
    json_object_set_new(e, "context", hex(ctx, x->ctx_len));
    /* H: the MSM-free way, hash_to_curve of the profile's message with the other group's DST */
    static const char msg_h[] = "commonware.bls12381.bte.proof-generator";
    uint8_t h_enc[96];
    if (v == ECB_BTE_MINPK) {
        static const char dst[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
        ecb_bls12_381_g1 h;
        ecb_bls12_381_g1_hash_to_curve(&h, (const uint8_t *)msg_h, strlen(msg_h),
                                       (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g1_encode(h_enc, &h);
    } else {
        static const char dst[] = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";
        ecb_bls12_381_g2 h;
        ecb_bls12_381_g2_hash_to_curve(&h, (const uint8_t *)msg_h, strlen(msg_h),
                                       (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g2_encode(h_enc, &h);
    }
    json_object_set_new(e, "proof_generator", hex(h_enc, pb));
    json_object_set_new(e, "randomness", rnd.list);

    /* dealer */
    for (uint32_t k = 0; k < x->t; k++) {
        int len = snprintf(label, sizeof label, "%s polynomial a[%u]", x->id, k);
        draw(&rnd, label, (size_t)len, seed, coef + 32 * k);
        if (k == 0) { /* a KeyGen known answer tied to this seed by its label */
            json_t *kc = json_object();
            json_object_set_new(kc, "id", json_sprintf("foreign %s a[0]", x->id));
            json_object_set_new(kc, "label", json_stringn(label, (size_t)len));
            json_object_set_new(kc, "ikm", hex(seed, 64));
            json_object_set_new(kc, "sk", hex(coef, 32));
            json_array_append_new(*keygen_cases, kc);
        }
    }
    ecb_bte_public *pub = NULL;
    ecb_bte_share shares[MAX_N];
    if (ecb_bte_deal_from_coefficients(&pub, shares, v, x->t, x->n, coef) != ECB_OK) die("deal");
    ecb_bte_point pk, hi[MAX_N];
    uint8_t pk_enc[96], hi_enc[MAX_N][96], enc[96];
    ecb_bte_public_key(pub, &pk);
    ecb_bte_point_encode(pk_enc, &pk);
    json_t *d = json_object(), *cl = json_array(), *cml = json_array(), *sl = json_array();
    for (uint32_t k = 0; k < x->t; k++) {
        json_array_append_new(cl, hex(coef + 32 * k, 32));
        ecb_bte_point ck;
        ecb_bte_public_commitment(pub, k, &ck);
        ecb_bte_point_encode(enc, &ck);
        json_array_append_new(cml, hex(enc, pb));
    }
    json_object_set_new(d, "coefficients", cl);
    json_object_set_new(d, "commitments", cml);
    json_object_set_new(d, "public_key", hex(pk_enc, pb));
    for (uint32_t i = 0; i < x->n; i++) {
        ecb_bte_public_share_var(pub, i, &hi[i]);
        ecb_bte_point_encode(hi_enc[i], &hi[i]);
        json_t *s = json_object();
        json_object_set_new(s, "index", json_integer(i));
        json_object_set_new(s, "x", json_integer(i + 1));
        json_object_set_new(s, "private", hex(shares[i].secret, 32));
        json_object_set_new(s, "public", hex(hi_enc[i], pb));
        json_array_append_new(sl, s);
    }
    json_object_set_new(d, "shares", sl);
    json_object_set_new(e, "dealer", d);

    /* ciphertexts */
    ecb_bte_ciphertext *cts[MAX_CT];
    uint8_t msgs[MAX_CT][256], c_be[MAX_CT][32], z_be[MAX_CT][32];
    const uint8_t *pts[MAX_CT]; /* U, Ubar, A, B of each wire */
    uint8_t *wires[MAX_CT];
    size_t wire_len[MAX_CT];
    json_t *ctl = json_array();
    struct buf tr = {0};
    uint8_t sum[32];
    for (size_t j = 0; j < m; j++) {
        const struct ct_spec *cs = &x->ct[j];
        uint8_t r_seed[64], s_seed[64], r[32], s[32];
        json_t *c = json_object();
        for (size_t i = 0; i < cs->msg_len; i++)
            msgs[j][i] = (uint8_t)(i * 7 + 3 + j);
        json_object_set_new(c, "position", json_integer((json_int_t)j));
        json_object_set_new(c, "label", hex((const uint8_t *)cs->label, cs->label_len));
        json_object_set_new(c, "label_utf8", json_stringn(cs->label, cs->label_len));
        json_object_set_new(c, "message", hex(msgs[j], cs->msg_len));
        int len = snprintf(label, sizeof label, "%s encryption %zu r", x->id, j);
        draw(&rnd, label, (size_t)len, r_seed, r);
        json_object_set_new(c, "r_label", json_stringn(label, (size_t)len));
        json_object_set_new(c, "r", hex(r, 32));
        len = snprintf(label, sizeof label, "%s encryption %zu s", x->id, j);
        draw(&rnd, label, (size_t)len, s_seed, s);
        json_object_set_new(c, "s_label", json_stringn(label, (size_t)len));
        json_object_set_new(c, "s", hex(s, 32));
        if (ecb_bte_encrypt_seeded(&cts[j], &pk, (const uint8_t *)cs->label, cs->label_len, msgs[j],
                                   cs->msg_len, r_seed, s_seed) != ECB_OK)
            die("encrypt");
        wire_len[j] = ecb_bte_ciphertext_encoded_size(cts[j]);
        wires[j] = malloc(wire_len[j]);
        ecb_bte_ciphertext_encode(wires[j], cts[j]);
        pts[j] = wire_tail(wires[j], wire_len[j], 4, pb);
        memcpy(c_be[j], wires[j] + wire_len[j] - 64, 32);
        memcpy(z_be[j], wires[j] + wire_len[j] - 32, 32);
        static const char *const names[4] = {"U", "Ubar", "A", "B"};
        for (int k = 0; k < 4; k++)
            json_object_set_new(c, names[k], hex(pts[j] + k * pb, pb));
        uint8_t k_enc[96], ks[256];
        size_t body_len;
        const uint8_t *body = ecb_bte_ciphertext_body(cts[j], &body_len);
        pmul(v, k_enc, pk_enc, r);
        for (size_t i = 0; i < body_len; i++)
            ks[i] = body[i] ^ msgs[j][i];
        json_object_set_new(c, "K", hex(k_enc, pb));
        json_object_set_new(c, "keystream", hex(ks, body_len));
        json_object_set_new(c, "body", hex(body, body_len));
        /* the ciphertext challenge transcript (conventions: byte layouts) */
        start(&tr, "ecbatch.bte.v1.ct");
        commit(&tr, cs->label, cs->label_len);
        commit(&tr, body, body_len);
        for (int k = 0; k < 4; k++)
            commit(&tr, pts[j] + k * pb, pb);
        commit(&tr, pk_enc, pb);
        summary(sum, &tr);
        json_object_set_new(c, "challenge_transcript_input", hex(tr.b, tr.n));
        json_object_set_new(c, "challenge_transcript_summary", hex(sum, 32));
        json_object_set_new(c, "challenge_recomputed", hex(c_be[j], 32));
        json_object_set_new(c, "c", hex(c_be[j], 32));
        json_object_set_new(c, "z", hex(z_be[j], 32));
        json_object_set_new(c, "wire", hex(wires[j], wire_len[j]));
        json_object_set_new(c, "tamper", json_null());
        json_object_set_new(c, "verify_ciphertext", json_true());
        json_array_append_new(ctl, c);
    }
    json_object_set_new(e, "ciphertexts", ctl);

    /* the batched ciphertext check: every ciphertext honest, the residual the identity */
    json_t *vc = json_object(), *cand = json_array(), *wl = json_array();
    start(&tr, "ecbatch.bte.v1.verify-ciphertexts");
    commit(&tr, pk_enc, pb);
    commit_u64(&tr, m);
    for (size_t j = 0; j < m; j++) {
        json_array_append_new(cand, json_integer((json_int_t)j));
        commit_u32(&tr, (uint32_t)j);
        for (int k = 0; k < 4; k++)
            commit(&tr, pts[j] + k * pb, pb);
        commit(&tr, c_be[j], 32);
        commit(&tr, z_be[j], 32);
    }
    uint8_t stream[32 * MAX_N], w[32], ident[96];
    summary(sum, &tr);
    noise(stream, 32 * m, sum, "weights");
    for (size_t j = 0; j < m; j++) {
        json_t *wi = json_object();
        json_object_set_new(wi, "position", json_integer((json_int_t)j));
        block_scalar(w, stream + 32 * j);
        json_object_set_new(wi, "alpha", hex(w, 32));
        block_scalar(w, stream + 32 * j + 16);
        json_object_set_new(wi, "alpha_prime", hex(w, 32));
        json_array_append_new(wl, wi);
    }
    identity_enc(ident, pb);
    json_object_set_new(vc, "candidates", cand);
    json_object_set_new(vc, "rejected_before_combined_check", json_array());
    json_object_set_new(vc, "weights_transcript_input", hex(tr.b, tr.n));
    json_object_set_new(vc, "weights_transcript_summary", hex(sum, 32));
    json_object_set_new(vc, "weights_stream", hex(stream, 32 * m));
    json_object_set_new(vc, "weights", wl);
    json_object_set_new(vc, "combined_residual", hex(ident, pb));
    json_object_set_new(vc, "combined_check_passed", json_true());
    json_object_set_new(vc, "valid_indices", json_deep_copy(cand));
    json_object_set_new(e, "verify_ciphertexts", vc);

    /* the request */
    ecb_bte_request *req = NULL;
    if (ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)cts, m, ctx,
                                x->ctx_len, x->t, 1) != ECB_OK)
        die("request");
    uint8_t digest[32];
    json_t *rq = json_object(), *hl = json_array();
    start(&tr, "ecbatch.bte.v1.request");
    commit(&tr, ctx, x->ctx_len);
    commit_u64(&tr, m);
    for (size_t j = 0; j < m; j++) {
        commit(&tr, pts[j], pb);
        json_array_append_new(hl, hex(pts[j], pb));
    }
    summary(digest, &tr);
    json_object_set_new(rq, "threshold", json_integer(x->t));
    json_object_set_new(rq, "valid_indices", json_deep_copy(json_object_get(vc, "candidates")));
    json_object_set_new(rq, "m", json_integer((json_int_t)m));
    json_object_set_new(rq, "headers", hl);
    json_object_set_new(rq, "digest_input", hex(tr.b, tr.n));
    json_object_set_new(rq, "digest", hex(digest, 32));
    json_object_set_new(e, "request", rq);

    /* responses */
    json_t *rl = json_array(), *inputs = json_array(), *aggs = json_array();
    uint8_t ustar[MAX_N][96], uhat[MAX_N][96], *rwire[MAX_N];
    const uint8_t *rtail[MAX_N];
    size_t rwire_len[MAX_N];
    for (uint32_t i = 0; i < x->n; i++) {
        uint8_t nseed[64], nonce[32];
        json_t *r = json_object();
        /* the last responder's nonce label holds a NUL byte: labels are byte strings */
        int len = snprintf(label, sizeof label, "%s nonce%c%u", x->id, i + 1 == x->n ? 0 : ' ', i);
        draw(&rnd, label, (size_t)len, nseed, nonce);
        ecb_bte_response *resp = NULL;
        if (ecb_bte_respond_seeded(&resp, req, &shares[i], nseed, 1) != ECB_OK) die("respond");
        rwire_len[i] = ecb_bte_response_encoded_size(resp);
        rwire[i] = malloc(rwire_len[i]);
        ecb_bte_response_encode(rwire[i], resp);
        ecb_bte_response_free(resp);
        const uint8_t *partials = wire_tail(rwire[i], rwire_len[i], m + 2, pb);
        rtail[i] = wire_tail(rwire[i], rwire_len[i], 2, pb); /* A, B, c, z */
        json_t *pl = json_array();
        for (size_t p = 0; p < m; p++)
            json_array_append_new(pl, hex(partials + p * pb, pb));
        json_object_set_new(r, "index", json_integer(i));
        json_object_set_new(r, "partials", pl);
        start(&tr, "ecbatch.bte.v1.rho");
        commit(&tr, digest, 32);
        commit_u32(&tr, i);
        for (size_t p = 0; p < m; p++)
            commit(&tr, partials + p * pb, pb);
        summary(sum, &tr);
        json_object_set_new(r, "rho_transcript_input", hex(tr.b, tr.n));
        json_object_set_new(r, "rho_transcript_summary", hex(sum, 32));
        struct buf na = {0};
        put(&na, "\3", 1);
        commit(&na, "rho", 3);
        json_object_set_new(r, "rho_noise_absorbed", hex(na.b, na.n));
        free(na.b);
        noise(stream, 16 * m, sum, "rho");
        json_object_set_new(r, "rho_stream", hex(stream, 16 * m));
        json_t *bl = json_array(), *vl = json_array();
        identity_enc(ustar[i], pb);
        for (size_t p = 0; p < m; p++) {
            uint8_t rho[32], term[96];
            json_array_append_new(bl, hex(stream + 16 * p, 16));
            block_scalar(rho, stream + 16 * p);
            json_array_append_new(vl, hex(rho, 32));
            pmul(v, term, pts[p], rho); /* U* = sum rho_p U_p */
            padd(v, ustar[i], term);
        }
        pmul(v, uhat[i], ustar[i], shares[i].secret);
        json_object_set_new(r, "rho_blocks", bl);
        json_object_set_new(r, "rho", vl);
        json_object_set_new(r, "aggregate_base", hex(ustar[i], pb));
        json_object_set_new(r, "aggregate_share", hex(uhat[i], pb));
        json_object_set_new(r, "nonce_label", json_stringn(label, (size_t)len));
        json_object_set_new(r, "nonce", hex(nonce, 32));
        json_object_set_new(r, "A", hex(rtail[i], pb));
        json_object_set_new(r, "B", hex(rtail[i] + pb, pb));
        start(&tr, "ecbatch.bte.v1.dleq");
        commit(&tr, ctx, x->ctx_len);
        commit_u32(&tr, i);
        commit(&tr, hi_enc[i], pb);
        commit(&tr, ustar[i], pb);
        commit(&tr, uhat[i], pb);
        commit(&tr, rtail[i], pb);
        commit(&tr, rtail[i] + pb, pb);
        summary(sum, &tr);
        json_object_set_new(r, "dleq_transcript_input", hex(tr.b, tr.n));
        json_object_set_new(r, "dleq_transcript_summary", hex(sum, 32));
        json_object_set_new(r, "c", hex(rtail[i] + 2 * pb, 32));
        json_object_set_new(r, "z", hex(rtail[i] + 2 * pb + 32, 32));
        json_object_set_new(r, "wire", hex(rwire[i], rwire_len[i]));
        json_object_set_new(r, "verify_response", json_string("ok"));
        json_array_append_new(rl, r);
    }
    json_object_set_new(e, "responses", rl);

    /* the batched response check over every responder */
    json_t *vr = json_object(), *rc = json_array(), *rw = json_array(), *res = json_array();
    start(&tr, "ecbatch.bte.v1.verify-responses");
    commit(&tr, digest, 32);
    commit_u64(&tr, x->n);
    for (uint32_t i = 0; i < x->n; i++) {
        commit_u32(&tr, i);
        commit(&tr, hi_enc[i], pb);
        commit(&tr, ustar[i], pb);
        commit(&tr, uhat[i], pb);
        commit(&tr, rtail[i], pb);
        commit(&tr, rtail[i] + pb, pb);
        commit(&tr, rtail[i] + 2 * pb, 32);
        commit(&tr, rtail[i] + 2 * pb + 32, 32);
    }
    summary(sum, &tr);
    noise(stream, 32 * x->n, sum, "weights");
    for (uint32_t i = 0; i < x->n; i++) {
        json_t *in = json_object(), *wi = json_object(), *ai = json_object(), *ri = json_object();
        json_object_set_new(in, "position", json_integer(i));
        json_object_set_new(in, "eval_index", json_integer(i));
        json_object_set_new(in, "response_wire", hex(rwire[i], rwire_len[i]));
        json_object_set_new(in, "tamper", json_null());
        json_array_append_new(inputs, in);
        json_array_append_new(rc, json_integer(i));
        json_object_set_new(wi, "position", json_integer(i));
        json_object_set_new(wi, "index", json_integer(i));
        block_scalar(w, stream + 32 * i);
        json_object_set_new(wi, "beta", hex(w, 32));
        block_scalar(w, stream + 32 * i + 16);
        json_object_set_new(wi, "gamma", hex(w, 32));
        json_array_append_new(rw, wi);
        json_object_set_new(ai, "position", json_integer(i));
        json_object_set_new(ai, "aggregate_base", hex(ustar[i], pb));
        json_object_set_new(ai, "aggregate_share", hex(uhat[i], pb));
        json_array_append_new(aggs, ai);
        json_object_set_new(ri, "position", json_integer(i));
        json_object_set_new(ri, "index", json_integer(i));
        json_object_set_new(ri, "ok", json_true());
        json_array_append_new(res, ri);
    }
    json_object_set_new(vr, "id", json_string("every responder"));
    json_object_set_new(vr, "description", json_string("all honest, in index order"));
    json_object_set_new(vr, "inputs", inputs);
    json_object_set_new(vr, "candidates", rc);
    json_object_set_new(vr, "combined_check_run", json_true());
    json_object_set_new(vr, "weights_transcript_input", hex(tr.b, tr.n));
    json_object_set_new(vr, "weights_transcript_summary", hex(sum, 32));
    json_object_set_new(vr, "weights_stream", hex(stream, 32 * x->n));
    json_object_set_new(vr, "weights", rw);
    json_object_set_new(vr, "aggregates", aggs);
    json_object_set_new(vr, "combined_residual", hex(ident, pb));
    json_object_set_new(vr, "combined_check_passed", json_true());
    json_object_set_new(vr, "fallback_used", json_false());
    json_object_set_new(vr, "results", res);
    json_object_set_new(vr, "expected_invalid", json_array());
    json_t *vrl = json_array();
    json_array_append_new(vrl, vr);
    json_object_set_new(e, "verify_responses", vrl);

    /* combinations: Lagrange weights at 0 over x = index + 1, K_p = r_p h, the messages */
    json_t *sets = json_array();
    for (int set = 0; set < 2; set++) {
        const uint32_t *idx = x->combine[set];
        size_t k = x->t + (size_t)set; /* exactly t, then t + 1 */
        json_t *cm = json_object(), *si = json_array(), *lg = json_array(), *kl = json_array(),
               *pt = json_array();
        for (size_t a = 0; a < k; a++) {
            ecb_bls12_381_scalar num, den, xa, xb, diff, lam;
            ecb_bls12_381_scalar_from_u64(&num, 1);
            ecb_bls12_381_scalar_from_u64(&den, 1);
            ecb_bls12_381_scalar_from_u64(&xa, idx[a] + 1u);
            for (size_t b = 0; b < k; b++) {
                if (b == a) continue;
                ecb_bls12_381_scalar_from_u64(&xb, idx[b] + 1u);
                ecb_bls12_381_scalar_mul(&num, &num, &xb);
                ecb_bls12_381_scalar_sub(&diff, &xb, &xa);
                ecb_bls12_381_scalar_mul(&den, &den, &diff);
            }
            if (ecb_bls12_381_scalar_invert(&den, &den) != ECB_OK) die("lagrange");
            ecb_bls12_381_scalar_mul(&lam, &num, &den);
            ecb_bls12_381_scalar_encode(w, &lam);
            json_array_append_new(si, json_integer(idx[a]));
            json_array_append_new(lg, hex(w, 32));
        }
        for (size_t p = 0; p < m; p++) {
            json_t *kp = json_object(), *pp = json_object();
            json_object_set_new(kp, "position", json_integer((json_int_t)p));
            json_object_set(kp, "K", json_object_get(json_array_get(ctl, p), "K"));
            json_array_append_new(kl, kp);
            json_object_set_new(pp, "position", json_integer((json_int_t)p));
            json_object_set_new(pp, "plaintext", hex(msgs[p], x->ct[p].msg_len));
            json_array_append_new(pt, pp);
        }
        json_object_set_new(cm, "share_indices", si);
        json_object_set_new(cm, "lagrange", lg);
        json_object_set_new(cm, "K", kl);
        json_object_set_new(cm, "plaintexts", pt);
        json_array_append_new(sets, cm);
    }
    json_object_set_new(e, "combine", sets);

    for (size_t j = 0; j < m; j++) {
        ecb_bte_ciphertext_free(cts[j]);
        free(wires[j]);
    }
    for (uint32_t i = 0; i < x->n; i++)
        free(rwire[i]);
    ecb_bte_request_free(req);
    ecb_bte_public_free(pub);
    sodium_memzero(shares, sizeof shares);
    free(tr.b);
    return e;
}

/* ---- the file ----------------------------------------------------------------------------- */

static json_t *proof_generators(void) {
    json_t *list = json_array();
    static const char msg[] = "commonware.bls12381.bte.proof-generator";
    for (int g2 = 0; g2 < 2; g2++) {
        json_t *c = json_object();
        const char *dst = g2 ? "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"
                             : "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
        uint8_t enc[96];
        if (g2) {
            ecb_bls12_381_g2 h;
            ecb_bls12_381_g2_hash_to_curve(&h, (const uint8_t *)msg, strlen(msg),
                                           (const uint8_t *)dst, strlen(dst));
            ecb_bls12_381_g2_encode(enc, &h);
        } else {
            ecb_bls12_381_g1 h;
            ecb_bls12_381_g1_hash_to_curve(&h, (const uint8_t *)msg, strlen(msg),
                                           (const uint8_t *)dst, strlen(dst));
            ecb_bls12_381_g1_encode(enc, &h);
        }
        json_object_set_new(c, "variant", json_string(g2 ? "MinSig" : "MinPk"));
        json_object_set_new(c, "group", json_string(g2 ? "G2" : "G1"));
        json_object_set_new(c, "message", hex((const uint8_t *)msg, strlen(msg)));
        json_object_set_new(c, "dst", json_string(dst));
        json_object_set_new(c, "H", hex(enc, g2 ? 96 : 48));
        json_array_append_new(list, c);
    }
    return list;
}

/* Transcript primitives under ids and namespaces of this generator: a runner must read the
 * ops, not know the cases. */
static json_t *transcripts(json_t **scalars) {
    json_t *list = json_array(), *c = json_object();
    struct buf tr = {0};
    uint8_t sum[32], data[300], stream[64], sk[32];
    memset(data, 0x07, sizeof data);
    start(&tr, "foreign");
    commit(&tr, "x", 1);
    commit(&tr, data, sizeof data);
    summary(sum, &tr);
    json_object_set_new(c, "id", json_string("foreign two commits"));
    json_object_set_new(c, "ops",
                        json_string("new(\"foreign\").commit(\"x\").commit(300 bytes "
                                    "of 0x07)"));
    json_object_set_new(c, "absorbed", hex(tr.b, tr.n));
    json_object_set_new(c, "summary", hex(sum, 32));
    json_object_set_new(c, "length_suffix", hex((const uint8_t *)"\x02\xac", 2));
    json_array_append_new(list, c);

    c = json_object();
    start(&tr, "foreign");
    commit(&tr, "\x01\x02", 2);
    summary(sum, &tr);
    noise(stream, 64, sum, "weights");
    json_object_set_new(c, "id", json_string("foreign noise"));
    json_object_set_new(c, "ops", json_string("new(\"foreign\").commit(0102).noise(\"weights\")"));
    json_object_set_new(c, "noise_key", hex(sum, 32));
    json_object_set_new(c, "noise_absorbed", hex((const uint8_t *)"\x03weights\x07", 9));
    json_object_set_new(c, "noise_first_64", hex(stream, 64));
    json_array_append_new(list, c);

    /* scalar_from_transcript(new("foreign"), "rho") = KeyGen(first 64 noise bytes) */
    *scalars = json_array();
    c = json_object();
    start(&tr, "foreign");
    summary(sum, &tr);
    noise(stream, 64, sum, "rho");
    keygen(sk, stream);
    json_object_set_new(c, "ops", json_string("scalar_from_transcript(new(\"foreign\"), \"rho\")"));
    json_object_set_new(c, "transcript_summary", hex(sum, 32));
    json_object_set_new(c, "noise_first_64", hex(stream, 64));
    json_object_set_new(c, "scalar", hex(sk, 32));
    json_array_append_new(*scalars, c);
    free(tr.b);
    return list;
}

/* obj[key], a hex string, with its first byte changed (still hex) */
static void flip_hex(json_t *obj, const char *key) {
    const char *s = json_string_value(json_object_get(obj, key));
    if (s == NULL || strlen(s) < 2) die("nothing to alter");
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (copy == NULL) die("out of memory");
    memcpy(copy, s, n + 1);
    copy[1] = copy[1] == '0' ? '1' : '0';
    json_object_set_new(obj, key, json_string(copy));
    free(copy);
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: gen_bte_kat OUT.json [--stale-seed | --alter-expected]\n");
        return 2;
    }
    const char *mode = argc == 3 ? argv[2] : "";
    if (*mode && strcmp(mode, "--stale-seed") && strcmp(mode, "--alter-expected")) die("mode");
    if (sodium_init() < 0) die("sodium_init");
    static const struct example examples[] = {
        {"MinSig/other-t2n3",
         ECB_BTE_MINSIG,
         2,
         3,
         3,
         {{"first", 5, 12}, {"", 0, 150}, {"zero\0byte", 9, 1}},
         130,
         {{2, 0}, {1, 2, 0}}},
        {"MinPk/other-t3n4",
         ECB_BTE_MINPK,
         3,
         4,
         2,
         {{"L", 1, 0}, {"second label", 12, 40}},
         7,
         {{3, 1, 0}, {0, 1, 2, 3}}},
    };
    json_t *root = json_object(), *ex = json_array(), *kg = json_array(), *prim = json_object();
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++)
        json_array_append_new(ex, example(&examples[i], &kg));
    json_object_set_new(prim, "keygen", kg);
    json_object_set_new(prim, "proof_generator", proof_generators());
    json_t *scalars;
    json_object_set_new(prim, "transcript", transcripts(&scalars));
    json_object_set_new(prim, "scalar_from_transcript", scalars);
    json_object_set_new(root, "suite", json_string("threshold-decryption/profile-v1"));
    json_object_set_new(root, "source",
                        json_string("ecbatch tests/foreign/gen_bte_kat.c: a generator other than "
                                    "the shared file's, with its own seeds and labels"));
    json_t *conv = json_array();
    json_array_append_new(
        conv, json_string("Deterministic randomness: seed(label) = SHA-512(\"foreign-kat/v1:\" || "
                          "label), 64 bytes; scalar(label) = KeyGen(seed(label)). Labels are byte "
                          "strings (one holds a NUL byte)."));
    json_array_append_new(conv, json_string("Every other convention is the profile's, as in the "
                                            "shared profile-v1.json."));
    json_object_set_new(root, "conventions", conv);
    json_object_set_new(root, "primitives", prim);
    json_object_set_new(root, "examples", ex);
    json_object_set_new(root, "negative", json_array());

    json_t *first = json_array_get(ex, 0);
    if (!strcmp(mode, "--stale-seed")) {
        /* a new seed for "encryption 0 r", its scalar and the ciphertext's r updated to match,
         * and nothing computed from r (U, K, body, wire ...) */
        json_t *entry = json_array_get(json_object_get(first, "randomness"), 2);
        json_t *c0 = json_array_get(json_object_get(first, "ciphertexts"), 0);
        uint8_t seed[64], sk[32];
        seed_of(seed, "another seed", 12);
        keygen(sk, seed);
        json_object_set_new(entry, "seed", hex(seed, 64));
        json_object_set_new(entry, "scalar", hex(sk, 32));
        json_object_set_new(c0, "r", hex(sk, 32));
    } else if (!strcmp(mode, "--alter-expected")) {
        flip_hex(json_array_get(json_object_get(first, "responses"), 1), "z");
    }
    if (json_dump_file(root, argv[1], JSON_INDENT(1) | JSON_ENSURE_ASCII) != 0) die("write");
    json_decref(root);
    return 0;
}
