/* Suite "hashes" (hashes/hashes.json): SHA3-256/512, SHAKE128/256 (64- and 300-byte outputs)
 * from ecbatch's Keccak sponges, one-shot and incremental; BLAKE2b-512 with key and 16-byte
 * personalisation through libsodium's crypto_generichash_blake2b_salt_personal. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "hash/sha3.h"
#include "vector_suites.h"

/* Compares out_len bytes of output with the hex string at c[key]. */
static int matches(const json_t *c, const char *key, const uint8_t *got, size_t len) {
    uint8_t want[300];
    return len <= sizeof want && json_hex_fixed(c, key, want, len) == 0 &&
           memcmp(got, want, len) == 0;
}

/* The incremental API: message absorbed in two calls, output squeezed in pieces of 17. */
static void shake_pieces(void (*init)(ecb_keccak_sponge *), const uint8_t *msg, size_t len,
                         uint8_t *out, size_t out_len) {
    ecb_keccak_sponge s;
    init(&s);
    ecb_keccak_absorb(&s, msg, len / 2);
    ecb_keccak_absorb(&s, msg + len / 2, len - len / 2);
    for (size_t at = 0; at < out_len; at += 17)
        ecb_keccak_squeeze(&s, out + at, out_len - at < 17 ? out_len - at : 17);
    ecb_keccak_wipe(&s);
}

static void run_sha3_case(const json_t *c, struct vector_tally *tally) {
    const char *id = json_str(c, "id");
    size_t len = 0;
    uint8_t *msg = json_hex_alloc(c, "msg", &len);
    if (msg == NULL) {
        tally_case(tally, id, 0, "bad msg");
        return;
    }
    uint8_t out[300];
    ecb_keccak_sponge s;

    ecb_sha3_256(out, msg, len);
    tally_case(tally, id, matches(c, "sha3_256", out, 32), "sha3_256");
    ecb_sha3_256_init(&s);
    ecb_keccak_absorb(&s, msg, len / 3);
    ecb_keccak_absorb(&s, msg + len / 3, len - len / 3);
    ecb_sha3_256_final(&s, out);
    tally_case(tally, id, matches(c, "sha3_256", out, 32), "sha3_256 incremental");

    ecb_sha3_512(out, msg, len);
    tally_case(tally, id, matches(c, "sha3_512", out, 64), "sha3_512");
    ecb_sha3_512_init(&s);
    ecb_keccak_absorb(&s, msg, len / 3);
    ecb_keccak_absorb(&s, msg + len / 3, len - len / 3);
    ecb_sha3_512_final(&s, out);
    tally_case(tally, id, matches(c, "sha3_512", out, 64), "sha3_512 incremental");

    ecb_shake128(out, 64, msg, len);
    tally_case(tally, id, matches(c, "shake128_64", out, 64), "shake128_64");
    shake_pieces(ecb_shake128_init, msg, len, out, 64);
    tally_case(tally, id, matches(c, "shake128_64", out, 64), "shake128_64 incremental");

    ecb_shake256(out, 64, msg, len);
    tally_case(tally, id, matches(c, "shake256_64", out, 64), "shake256_64");
    ecb_shake256(out, 300, msg, len);
    tally_case(tally, id, matches(c, "shake256_300", out, 300), "shake256_300");
    shake_pieces(ecb_shake256_init, msg, len, out, 300);
    tally_case(tally, id, matches(c, "shake256_300", out, 300), "shake256_300 incremental");
    free(msg);
}

static void run_blake2b_case(const json_t *c, struct vector_tally *tally) {
    const char *id = json_str(c, "id");
    size_t msg_len = 0, key_len = 0, person_len = 0;
    uint8_t *msg = json_hex_alloc(c, "msg", &msg_len);
    uint8_t *key = json_hex_alloc(c, "key", &key_len);
    uint8_t *person = json_hex_alloc(c, "person", &person_len);
    uint8_t out[64];
    int ok = msg != NULL && key != NULL && person != NULL &&
             key_len <= crypto_generichash_blake2b_KEYBYTES_MAX &&
             (person_len == 0 || person_len == crypto_generichash_blake2b_PERSONALBYTES);
    /* an empty personalisation is the all-zero default (libsodium: NULL) */
    ok = ok && crypto_generichash_blake2b_salt_personal(out, sizeof out, msg, msg_len,
                                                        key_len ? key : NULL, key_len, NULL,
                                                        person_len ? person : NULL) == 0;
    tally_case(tally, id, ok && matches(c, "blake2b_512", out, 64), "blake2b_512");
    free(msg);
    free(key);
    free(person);
}

int vectors_hashes(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally) {
    (void)opt;
    const json_t *sha3 = json_object_get(root, "sha3_shake");
    const json_t *blake2b = json_object_get(root, "blake2b");
    if (!json_is_array(sha3) || !json_is_array(blake2b)) {
        fprintf(stderr, "hashes: missing \"sha3_shake\" or \"blake2b\" array\n");
        return -1;
    }
    for (size_t i = 0; i < json_array_size(sha3); i++)
        run_sha3_case(json_array_get(sha3, i), tally);
    for (size_t i = 0; i < json_array_size(blake2b); i++)
        run_blake2b_case(json_array_get(blake2b, i), tally);
    return 0;
}
