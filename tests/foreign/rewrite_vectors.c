/* A shared vector file as another generator might serialize it:
 *
 *   rewrite_vectors IN.json OUT.json [--alter]
 *
 * reads IN (one of ../shared/vectors; never modified) and writes OUT with the same values
 * serialized differently: every ASCII character of a text string as a \u00XX escape, and one
 * character in seven of a hex string, so the reader decodes escapes everywhere (integers too
 * long for a JSON number reader come out as decimal strings, FORMAT.md's form). Where the
 * format carries byte strings as text (FORMAT.md §5.1 dst; blake3 key and context_string;
 * merlin labels and messages; hash-to-point inputs), cases whose text holds NUL bytes
 * (\u0000) are added; their expected values are computed here from those bytes through the
 * public API (and the library's BLAKE3), so a reader that cuts a string at its first NUL
 * computes something else and fails. Those cases test the reading; the shared cases already
 * test the arithmetic.
 *
 * --alter  the first added NUL case's expected value is changed: a runner must fail. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/merlin.h"
#include "ecbatch/ristretto255.h"
#include "hash/blake3.h"
#include "json_file.h"
#include "jsonutil.h"

static void die(const char *what) {
    fprintf(stderr, "rewrite_vectors: %s\n", what);
    exit(1);
}

static json_t *hex(const uint8_t *b, size_t n) {
    json_t *v = json_hex_string(b, n);
    if (v == NULL) die("out of memory");
    return v;
}

static void flip_hex(json_t *obj, const char *key) {
    const char *s = json_string_value(json_object_get(obj, key));
    if (s == NULL || strlen(s) < 2) die("nothing to alter");
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (copy == NULL) die("out of memory");
    memcpy(copy, s, n + 1);
    copy[n - 1] = copy[n - 1] == '0' ? '1' : '0';
    json_object_set_new(obj, key, json_string(copy));
    free(copy);
}

/* ---- the writer ------------------------------------------------------------------------------ */

static int is_hex(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) return 0;
    return 1;
}

static void write_string(FILE *f, const char *s, size_t n) {
    int hexy = is_hex(s, n);
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch >= 0x80)
            fputc(ch, f); /* UTF-8 sequences pass through */
        else if (!hexy || i % 7 == 3)
            fprintf(f, "\\u%04x", ch);
        else
            fputc(ch, f);
    }
    fputc('"', f);
}

static void write_value(FILE *f, const json_t *v) {
    switch (json_typeof(v)) {
    case JSON_OBJECT: {
        const char *key;
        json_t *x;
        int first = 1;
        fputc('{', f);
        json_object_foreach((json_t *)v, key, x) {
            if (!first) fputc(',', f);
            first = 0;
            write_string(f, key, strlen(key));
            fputc(':', f);
            write_value(f, x);
        }
        fputc('}', f);
        break;
    }
    case JSON_ARRAY:
        fputc('[', f);
        for (size_t i = 0; i < json_array_size(v); i++) {
            if (i) fputc(',', f);
            write_value(f, json_array_get(v, i));
        }
        fputc(']', f);
        break;
    case JSON_STRING:
        write_string(f, json_string_value(v), json_string_length(v));
        break;
    case JSON_INTEGER:
        fprintf(f, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
        break;
    case JSON_REAL:
        fprintf(f, "%.17g", json_real_value(v));
        break;
    case JSON_TRUE:
        fputs("true", f);
        break;
    case JSON_FALSE:
        fputs("false", f);
        break;
    case JSON_NULL:
        fputs("null", f);
        break;
    }
}

/* ---- cases with NUL bytes in their text ----------------------------------------------------- */

#define TEXT(s) s, sizeof s - 1

/* hash_to_curve (BLS12-381 G1/G2): DSTs holding NUL bytes */
static json_t *h2c_case(int g2, int k, const char *dst, size_t dst_len) {
    uint8_t msg[40], enc[96], unc[192];
    size_t msg_len = (size_t)k * 13;
    for (size_t i = 0; i < msg_len; i++)
        msg[i] = (uint8_t)(i == 0 ? 0 : 'a' + i % 26);
    json_t *c = json_object(), *aff = json_object();
    if (g2) {
        ecb_bls12_381_g2 p;
        if (ecb_bls12_381_g2_hash_to_curve(&p, msg, msg_len, (const uint8_t *)dst, dst_len) !=
            ECB_OK)
            die("h2c");
        ecb_bls12_381_g2_encode(enc, &p);
        ecb_bls12_381_g2_encode_uncompressed(unc, &p);
        for (int y = 0; y < 2; y++) {
            json_t *xy = json_object();
            json_object_set_new(xy, "c1", hex(unc + 96 * y, 48));
            json_object_set_new(xy, "c0", hex(unc + 96 * y + 48, 48));
            json_object_set_new(aff, y ? "y" : "x", xy);
        }
    } else {
        ecb_bls12_381_g1 p;
        if (ecb_bls12_381_g1_hash_to_curve(&p, msg, msg_len, (const uint8_t *)dst, dst_len) !=
            ECB_OK)
            die("h2c");
        ecb_bls12_381_g1_encode(enc, &p);
        ecb_bls12_381_g1_encode_uncompressed(unc, &p);
        json_object_set_new(aff, "x", hex(unc, 48));
        json_object_set_new(aff, "y", hex(unc + 48, 48));
    }
    json_object_set_new(c, "id", json_sprintf("foreign-nul-dst-%d", k));
    json_object_set_new(c, "msg", hex(msg, msg_len));
    json_object_set_new(c, "dst", json_stringn(dst, dst_len));
    json_object_set_new(c, "expected", hex(enc, g2 ? 96 : 48));
    json_object_set_new(c, "expected_affine", aff);
    return c;
}

static json_t *add_h2c(json_t *root, int g2) {
    json_t *cases = json_object_get(root, "cases");
    json_t *first = h2c_case(g2, 0, TEXT("\0"));
    json_array_append_new(cases, first);
    json_array_append_new(cases, h2c_case(g2, 1, TEXT("QUUX-V01-CS02\0with-NUL")));
    json_array_append_new(cases, h2c_case(g2, 2, TEXT("trailing NUL\0")));
    return first;
}

/* a Merlin transcript whose labels and messages hold NUL bytes, and a hash-to-point input with
 * one (returned) */
static json_t *add_merlin(json_t *root) {
    static const char label[] = "proto\0col", l1[] = "la\0bel", m1[] = "\0data\0", ch[] = "c\0";
    ecb_merlin_transcript t;
    uint8_t out[32], digest[64], enc[32];
    ecb_merlin_init(&t, (const uint8_t *)label, sizeof label - 1);
    ecb_merlin_append_message(&t, (const uint8_t *)l1, sizeof l1 - 1, (const uint8_t *)m1,
                              sizeof m1 - 1);
    ecb_merlin_append_u64(&t, (const uint8_t *)l1, sizeof l1 - 1, 7);
    ecb_merlin_challenge_bytes(&t, (const uint8_t *)ch, sizeof ch - 1, out, 32);
    json_t *c = json_object(), *ops = json_array(), *outs = json_array();
    json_array_append_new(ops, json_pack("[s, s#]", "new", label, sizeof label - 1));
    json_array_append_new(
        ops, json_pack("[s, s#, s#]", "append_message", l1, sizeof l1 - 1, m1, sizeof m1 - 1));
    json_array_append_new(ops, json_pack("[s, s#, i]", "append_u64", l1, sizeof l1 - 1, 7));
    json_array_append_new(ops, json_pack("[s, s#, i]", "challenge_bytes", ch, sizeof ch - 1, 32));
    json_array_append_new(outs, hex(out, 32));
    json_object_set_new(c, "ops", ops);
    json_object_set_new(c, "outputs", outs);
    json_array_append_new(json_object_get(root, "merlin_transcripts"), c);
    /* hash-to-point of a text input with a NUL byte: SHA-512, then from_uniform_bytes */
    static const char input[] = "Ristretto\0is traditionally a short shiny thing";
    ecb_ristretto255_point p;
    crypto_hash_sha512(digest, (const uint8_t *)input, sizeof input - 1);
    ecb_ristretto255_from_uniform_bytes(&p, digest);
    ecb_ristretto255_encode(enc, &p);
    json_t *h = json_object();
    json_object_set_new(h, "input", json_stringn(input, sizeof input - 1));
    json_object_set_new(h, "sha512", hex(digest, 64));
    json_object_set_new(h, "from_uniform_bytes(sha512)", hex(enc, 32));
    json_array_append_new(json_object_get(root, "ristretto_hash_to_point_sha512"), h);
    return h;
}

/* BLAKE3 with a key and a context string holding NUL bytes: keyed_hash and derive_key
 * outputs recomputed for the (shorter) cases kept */
static json_t *add_blake3(json_t *root) {
    static const char key[] = "\0hats the Elvish word for frien\0";
    static const char context[] = "BLAKE3 \0 test vectors context";
    json_t *cases = json_object_get(root, "cases"), *kept = json_array();
    for (size_t i = 0; i < json_array_size(cases); i++) {
        json_t *c = json_array_get(cases, i);
        size_t len = (size_t)json_integer_value(json_object_get(c, "input_len"));
        if (len > 3 * 1024) continue;
        uint8_t *in = malloc(len + 1), out[131];
        if (in == NULL) die("out of memory");
        for (size_t j = 0; j < len; j++)
            in[j] = (uint8_t)(j % 251);
        ecb_blake3_hasher h;
        ecb_blake3_init_keyed(&h, (const uint8_t *)key);
        ecb_blake3_update(&h, in, len);
        ecb_blake3_finalize_xof(&h, out, sizeof out);
        json_object_set_new(c, "keyed_hash", hex(out, sizeof out));
        ecb_blake3_init_derive_key_raw(&h, context, sizeof context - 1);
        ecb_blake3_update(&h, in, len);
        ecb_blake3_finalize_xof(&h, out, sizeof out);
        json_object_set_new(c, "derive_key", hex(out, sizeof out));
        json_array_append(kept, c);
        free(in);
    }
    json_object_set_new(root, "cases", kept);
    json_object_set_new(root, "key", json_stringn(key, sizeof key - 1));
    json_object_set_new(root, "context_string", json_stringn(context, sizeof context - 1));
    return json_array_get(kept, 0);
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--alter"))) {
        fprintf(stderr, "usage: rewrite_vectors IN.json OUT.json [--alter]\n");
        return 2;
    }
    if (sodium_init() < 0) die("sodium_init");
    json_t *root = json_read_file("rewrite_vectors", argv[1]); /* integers beyond 2^63 as strings */
    if (root == NULL) return 1;
    const char *suite = json_string_value(json_object_get(root, "suite"));
    const char *group = json_string_value(json_object_get(root, "group"));
    json_t *nul_case = NULL;
    const char *expected_key = NULL;
    if (suite && group && !strcmp(suite, "hash_to_curve") && !strncmp(group, "bls12-381-g", 11)) {
        nul_case = add_h2c(root, group[11] == '2');
        expected_key = "expected";
    } else if (suite && !strcmp(suite, "bulletproofs-plus/merlin-ristretto")) {
        nul_case = add_merlin(root);
        expected_key = "from_uniform_bytes(sha512)";
    } else if (suite && !strcmp(suite, "blake3")) {
        nul_case = add_blake3(root);
        expected_key = "keyed_hash";
    } else if (argc == 4) {
        die("--alter: this suite gets no NUL cases");
    }
    if (argc == 4 && nul_case != NULL) flip_hex(nul_case, expected_key);
    FILE *f = fopen(argv[2], "wb");
    if (f == NULL) die("cannot write");
    write_value(f, root);
    fputc('\n', f);
    if (fclose(f) != 0) die("cannot write");
    json_decref(root);
    return 0;
}
