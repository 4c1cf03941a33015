/* The pairing checked by the KZG vectors (issue 36's check): every case of
 * ../shared/vectors/kzg/tests/verify_kzg_proof (c-kzg-4844's, read in place with libyaml) through
 * the verification equation of EIP-4844's verify_kzg_proof (consensus specs,
 * deneb/polynomial-commitments.md, verify_kzg_proof_impl):
 *
 *     e(C - [y]G1, -G2) * e(proof, [s]G2 - [z]G2) == 1,
 *
 * with [s]G2 the trusted setup's second monomial G2 point. A case whose output is null must fail
 * to decode (a non-canonical z or y, a commitment or proof off the curve or outside G1, a wrong
 * length); true and false are the verdict. The product is taken by the public multi-pairing from
 * bytes and by the affine one, which must agree. This is a test of the pairing and the G1/G2
 * arithmetic beneath it, not the KZG API (issue 37). */
#include <dirent.h>
#include <yaml.h>

#include "testlib.h"

#include "ecbatch/bls12_381.h"
#include "ecbatch/pairing.h"

#define KZG_VERIFY_CASES 122 /* the folder's case count: a missing case fails the test */
#define FIELD_TEXT_MAX 256

/* The four inputs and the output of one case, as text (hex with 0x, or true/false/null). */
typedef struct kzg_case {
    char commitment[FIELD_TEXT_MAX], z[FIELD_TEXT_MAX], y[FIELD_TEXT_MAX], proof[FIELD_TEXT_MAX];
    char output[FIELD_TEXT_MAX];
} kzg_case;

/* The field of c named key, or NULL. */
static char *case_field(kzg_case *c, const char *section, const char *key) {
    if (strcmp(section, "output") == 0 && key == NULL) return c->output;
    if (section == NULL || strcmp(section, "input") != 0 || key == NULL) return NULL;
    if (strcmp(key, "commitment") == 0) return c->commitment;
    if (strcmp(key, "z") == 0) return c->z;
    if (strcmp(key, "y") == 0) return c->y;
    if (strcmp(key, "proof") == 0) return c->proof;
    return NULL;
}

/* Reads data.yaml's two-level mapping (input: {commitment, z, y, proof}, output: scalar) into c;
 * 0 when every field was present exactly once, -1 otherwise. */
static int read_case(kzg_case *c, const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return -1;
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, f);
    memset(c, 0, sizeof *c);
    char section[32] = "", key[32] = "";
    int depth = 0, expect_key = 1, fields = 0, ok = 1, done = 0;
    while (ok && !done) {
        if (!yaml_parser_parse(&parser, &event)) {
            ok = 0;
            break;
        }
        switch (event.type) {
        case YAML_MAPPING_START_EVENT:
            depth++;
            expect_key = 1;
            break;
        case YAML_MAPPING_END_EVENT:
            depth--;
            expect_key = 1;
            if (depth == 1) section[0] = '\0';
            break;
        case YAML_SCALAR_EVENT: {
            const char *text = (const char *)event.data.scalar.value;
            if (expect_key) {
                if (strlen(text) >= sizeof key)
                    ok = 0;
                else if (depth == 1)
                    snprintf(section, sizeof section, "%s", text);
                else
                    snprintf(key, sizeof key, "%s", text);
                expect_key = 0;
            } else {
                char *dst = case_field(c, section, depth == 1 ? NULL : key);
                if (dst == NULL || dst[0] != '\0' || strlen(text) >= FIELD_TEXT_MAX) {
                    ok = 0;
                } else {
                    snprintf(dst, FIELD_TEXT_MAX, "%s", text);
                    fields++;
                }
                if (depth == 1) section[0] = '\0';
                expect_key = 1;
            }
            break;
        }
        case YAML_STREAM_END_EVENT:
            done = 1;
            break;
        case YAML_SEQUENCE_START_EVENT:
        case YAML_ALIAS_EVENT:
            ok = 0;
            break;
        default:
            break;
        }
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(f);
    return ok && fields == 5 ? 0 : -1;
}

/* Decodes "0x" + 2 len hex digits into out; -1 on any other length or character. */
static int hex_field(uint8_t *out, size_t len, const char *text) {
    if (strncmp(text, "0x", 2) != 0) return -1;
    return tl_hex_to_bytes(out, len, text + 2);
}

/* [s]G2 and G2 from the trusted setup: the line 4096, the line 65, 4096 G1 lines, then the
 * monomial G2 points, of which we need the first two. */
static int read_setup_g2(ecb_bls12_381_g2 *g2, ecb_bls12_381_g2 *s_g2) {
    FILE *f = fopen(tl_vector_path("kzg/trusted_setup.txt"), "r");
    if (f == NULL) return -1;
    char line[512];
    int ok = 1;
    for (int i = 0; ok && i < 2 + 4096; i++)
        ok = fgets(line, sizeof line, f) != NULL;
    uint8_t bytes[96];
    for (int i = 0; ok && i < 2; i++) {
        ok = fgets(line, sizeof line, f) != NULL;
        line[strcspn(line, "\r\n")] = '\0';
        ok = ok && tl_hex_to_bytes(bytes, 96, line) == 0 &&
             ecb_bls12_381_g2_decode(i == 0 ? g2 : s_g2, bytes) == ECB_OK;
    }
    fclose(f);
    return ok ? 0 : -1;
}

/* The verdict of one case: 1 true, 0 false, -1 an input fails to decode (null). */
static int verify_case(const kzg_case *c, const ecb_bls12_381_g2 *s_g2) {
    uint8_t commitment[48], proof[48], z_bytes[32], y_bytes[32];
    ecb_bls12_381_g1 cpt, ppt, g1, t1;
    ecb_bls12_381_g2 g2, zq, q, neg_g2;
    ecb_bls12_381_scalar z, y;
    if (hex_field(commitment, 48, c->commitment) != 0 || hex_field(z_bytes, 32, c->z) != 0 ||
        hex_field(y_bytes, 32, c->y) != 0 || hex_field(proof, 48, c->proof) != 0)
        return -1;
    if (ecb_bls12_381_scalar_decode(&z, z_bytes) != ECB_OK ||
        ecb_bls12_381_scalar_decode(&y, y_bytes) != ECB_OK ||
        ecb_bls12_381_g1_decode(&cpt, commitment) != ECB_OK ||
        ecb_bls12_381_g1_decode(&ppt, proof) != ECB_OK)
        return -1;
    /* P1 = C - [y]G1, Q1 = -G2; P2 = proof, Q2 = [s]G2 - [z]G2 */
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g1_mul_var(&t1, &y, &g1);
    ecb_bls12_381_g1_negate(&t1, &t1);
    ecb_bls12_381_g1_add(&t1, &cpt, &t1);
    ecb_bls12_381_g2_generator(&g2);
    ecb_bls12_381_g2_negate(&neg_g2, &g2);
    ecb_bls12_381_g2_mul_var(&zq, &z, &g2);
    ecb_bls12_381_g2_negate(&zq, &zq);
    ecb_bls12_381_g2_add(&q, s_g2, &zq);

    uint8_t ps[2 * 48], qs[2 * 96];
    ecb_bls12_381_g1_encode(ps, &t1);
    ecb_bls12_381_g1_encode(ps + 48, &ppt);
    ecb_bls12_381_g2_encode(qs, &neg_g2);
    ecb_bls12_381_g2_encode(qs + 96, &q);
    ecb_bls12_381_gt from_bytes, from_affine;
    if (ecb_bls12_381_multi_pairing(&from_bytes, ps, sizeof ps, qs, sizeof qs, 2) != ECB_OK)
        return -2;
    ecb_bls12_381_g1_affine pa[2];
    ecb_bls12_381_g2_affine qa[2];
    ecb_bls12_381_g1_to_affine(&pa[0], &t1);
    ecb_bls12_381_g1_to_affine(&pa[1], &ppt);
    ecb_bls12_381_g2_to_affine(&qa[0], &neg_g2);
    ecb_bls12_381_g2_to_affine(&qa[1], &q);
    if (ecb_bls12_381_multi_pairing_affine(&from_affine, pa, qa, 2) != ECB_OK) return -2;
    if (!ecb_bls12_381_gt_equal(&from_bytes, &from_affine)) return -2;
    return ecb_bls12_381_gt_is_one(&from_bytes);
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
    tl_init();
    ecb_bls12_381_g2 g2, s_g2, gen;
    CHECK(read_setup_g2(&g2, &s_g2) == 0);
    ecb_bls12_381_g2_generator(&gen);
    CHECK(ecb_bls12_381_g2_equal(&g2, &gen)); /* the setup's first G2 point is the generator */

    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/verify_kzg_proof/kzg-mainnet"));
    DIR *dir = opendir(dir_name);
    CHECK(dir != NULL);
    char *names[KZG_VERIFY_CASES + 1];
    size_t count = 0;
    for (struct dirent *e; dir != NULL && (e = readdir(dir)) != NULL;) {
        if (e->d_name[0] == '.') continue;
        names[count++] = strdup(e->d_name);
        if (count == KZG_VERIFY_CASES + 1) break; /* one too many is enough to fail */
    }
    if (dir != NULL) closedir(dir);
    CHECK(count == KZG_VERIFY_CASES);
    qsort(names, count, sizeof *names, compare_names);

    long verdicts[3] = {0, 0, 0}; /* null, false, true */
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = read_case(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            fprintf(stderr, "%s: unreadable\n", names[i]);
        } else {
            int want = strcmp(c.output, "true") == 0    ? 1
                       : strcmp(c.output, "false") == 0 ? 0
                       : strcmp(c.output, "null") == 0  ? -1
                                                        : -3;
            int got = verify_case(&c, &s_g2);
            CHECK(want != -3 && got == want);
            if (got != want) fprintf(stderr, "%s: got %d, want %s\n", names[i], got, c.output);
            if (got >= -1 && got == want) verdicts[got + 1]++;
        }
        free(names[i]);
    }
    /* every kind of verdict is reached: the folder's 20 null, 48 false, 54 true */
    CHECK(verdicts[0] == 20 && verdicts[1] == 48 && verdicts[2] == 54);
    printf("verify_kzg_proof: %ld null, %ld false, %ld true\n", verdicts[0], verdicts[1],
           verdicts[2]);
    return tl_finish("test_pairing_kzg_vectors");
}
