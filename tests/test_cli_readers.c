/* The command's own readers and file helpers (cli/), compiled from the same sources as the
 * command: the Bulletproofs+ parameter cache keeps every set of a call alive (more than 64),
 * the strict JSON reader names key and reason, tari's error strings are matched, the bte batch
 * file round-trips and its errors say where, option values are parsed strictly (numbers with a
 * fraction too), vector files' whole numbers are read strictly, atomic writes leave nothing
 * behind and keep secrets 0600, secrets are recognised by content, and an output is compared
 * with the inputs by inode and by resolved path; the shared vector files are read as they are. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bpp_json.h"
#include "bpp_proofs.h"
#include "bte_files.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_secret.h"
#include "cli_text.h"
#include "jsonutil.h"
#include "testlib.h"

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

/* A proof made with the first parameter set still verifies after 95 more sets were created in
 * the same cache (the old cache of 64 freed the first set while statements pointed into it). */
static void test_params_cache(void) {
    bpp_params_cache *pc = bpp_params_cache_new();
    const ecb_bpp_params *p0 = bpp_params_get(pc, 2, 1, 1);
    CHECK(p0 != NULL);
    uint64_t value = 3;
    ecb_ristretto255_scalar blinding;
    ecb_ristretto255_point c;
    uint8_t com[1][32];
    ecb_ristretto255_scalar_from_u64(&blinding, 11);
    ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(p0), value, &blinding, 1);
    ecb_ristretto255_encode(com[0], &c);
    ecb_bpp_statement st = {p0, 1, (const uint8_t(*)[32])com, NULL, NULL, NULL};
    ecb_bpp_witness w = {1, 1, &value, &blinding};
    ecb_bpp_proof proof;
    ecb_merlin_transcript t0, t;
    ecb_merlin_init(&t0, (const uint8_t *)"cache", 5);
    t = t0;
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, zero_rng, NULL) == ECB_OK);
    size_t sets = 1;
    for (size_t n = 2; n <= 16; n *= 2)
        for (size_t M = 1; M <= 8; M *= 2)
            for (size_t T = 1; T <= 6; T++)
                if (!(n == 2 && M == 1 && T == 1)) sets += bpp_params_get(pc, n, M, T) != NULL;
    CHECK(sets == 96);
    CHECK(bpp_params_get(pc, 2, 1, 1) == p0);
    CHECK(ecb_bpp_verify_batch_var(&t0, 1, &st, &proof, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_OK);
    CHECK(bpp_params_get(pc, 3, 1, 1) == NULL); /* not a power of two */
    CHECK(bpp_params_get(NULL, 2, 1, 1) == NULL);
    bpp_params_cache_free(pc);
}

/* Reads text with flags; returns 0 or -1, the reason in why. */
static int read_item(const char *text, int flags, char *why, size_t len) {
    json_error_t err;
    json_t *obj = json_loads(text, 0, &err);
    struct bpp_item it;
    if (obj == NULL) return -2;
    int rc = bpp_item_from_json(&it, obj, NULL, flags, why, len);
    if (rc == 0) bpp_item_free(&it);
    json_decref(obj);
    return rc;
}

static void expect_refused(const char *text, const char *reason) {
    char why[300] = "";
    CHECK(read_item(text, BPP_JSON_STRICT, why, sizeof why) == -1);
    CHECK(strstr(why, reason) != NULL);
    if (strstr(why, reason) == NULL) fprintf(stderr, "  got '%s', wanted '%s'\n", why, reason);
}

static void test_strict_reader(void) {
    char why[300];
    expect_refused("{\"bit_length\":8,\"valuse\":[1]}", "valuse: unknown key");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"extension_degree\":0}",
                   "extension_degree: 0 is not");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"extension_degree\":7}",
                   "extension_degree: 7 is not");
    expect_refused("{\"bit_length\":8,\"values\":[-4]}", "values[0]: a negative integer;");
    expect_refused("{\"bit_length\":8,\"values\":[1.5]}", "values[0]: a real number;");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"blindings\":[[1,2]]}", "blindings[0]:");
    expect_refused("{\"bit_length\":8,\"values\":[1,2],\"max_aggregation_factor\":1}",
                   "values: 2 entries, more than max_aggregation_factor = 1");
    expect_refused("{\"bit_length\":8,\"values\":[1,2],\"minimum_value_promise\":1}",
                   "minimum_value_promise: one promise for 2");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"minimum_value_promise\":1,"
                   "\"minimum_value_promises\":[1]}",
                   "not both");
    expect_refused("[1]", "not an object");
    /* annotations are read past; the singular promise is kept */
    json_t *obj = json_loads("{\"bit_length\":8,\"values\":[5],\"minimum_value_promise\":\"3\","
                             "\"note\":\"n\",\"id\":\"i\",\"label_utf8\":\"l\"}",
                             0, NULL);
    struct bpp_item it;
    CHECK(bpp_item_from_json(&it, obj, NULL, BPP_JSON_STRICT, why, sizeof why) == 0);
    CHECK(it.m == 1 && it.promises[0] == 3 && it.values[0] == 5 && it.blindings == NULL);
    bpp_item_free(&it);
    json_decref(obj);
    /* vector files keep their other fields: lenient reading ignores unknown keys */
    CHECK(read_item("{\"bit_length\":8,\"values\":[1],\"expected\":{}}", BPP_JSON_LENIENT, why,
                    sizeof why) == 0);
    /* a document: top-level keys and the suite are checked too */
    json_t *doc = json_loads("{\"suite\":\"bulletproofs-plus/proofs\",\"source\":\"s\","
                             "\"proofs\":[{\"bit_length\":8,\"values\":[1]},"
                             "{\"bit_length\":8,\"values\":[1],\"bogus\":0}]}",
                             0, NULL);
    struct bpp_item *items = NULL;
    size_t count = 9;
    CHECK(bpp_proofs_read(doc, &items, &count, why, sizeof why) == -1);
    CHECK(items == NULL && count == 0 && strstr(why, "proofs[1]: bogus: unknown key") != NULL);
    json_decref(doc);
}

/* The shared vector files (../shared/vectors/bulletproofs-plus) are read as they are: their
 * proof objects from "cases", "vectors" or every batch's "proofs", their other keys read past,
 * the top-level keys as defaults in the spec-examples batch file; errors name the place. */
static void test_shared_suites(void) {
    static const struct {
        const char *doc;
        size_t count, n;
    } good[] = {
        {"{\"suite\":\"bulletproofs-plus/valid-proofs\",\"description\":\"d\",\"cases\":["
         "{\"id\":\"a\",\"bit_length\":8,\"values\":[\"3\"],\"expected\":{},\"proof_len\":1}]}",
         1, 8},
        {"{\"suite\":\"bulletproofs-plus/negative\",\"vectors\":[{\"bit_length\":16,"
         "\"commitments\":[\""
         "0000000000000000000000000000000000000000000000000000000000000000"
         "\"],\"mutation\":\"m\",\"rust_verify\":{}},{\"bit_length\":16,\"values\":[1]}]}",
         2, 16},
        {"{\"suite\":\"bulletproofs-plus/batches\",\"batches\":[{\"name\":\"A\",\"proofs\":"
         "[{\"bit_length\":4,\"values\":[1]}]},{\"proofs\":[{\"bit_length\":4,\"values\":[1]},"
         "{\"bit_length\":4,\"values\":[2]}]}]}",
         3, 4},
        {"{\"suite\":\"bulletproofs-plus/spec-examples-batch\",\"provenance\":\"p\","
         "\"bit_length\":32,\"proofs\":[{\"values\":[1],\"blindings_u64\":[[7]]}]}",
         1, 32},
    };
    char why[300];
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        json_t *doc = json_loads(good[i].doc, 0, NULL);
        struct bpp_item *items = NULL;
        size_t count = 0;
        CHECK(doc != NULL && bpp_proofs_read(doc, &items, &count, why, sizeof why) == 0);
        CHECK(count == good[i].count && items[count - 1].n == good[i].n);
        bpp_items_free(items, count);
        json_decref(doc);
    }
    static const struct {
        const char *doc, *why;
    } bad[] = {
        {"{\"suite\":\"bulletproofs-plus/batches\",\"batches\":[{\"proofs\":[{\"bit_length\":4,"
         "\"values\":[1]}]},{\"proofs\":[{\"bit_length\":3,\"values\":[1]}]}]}",
         "batches[1].proofs[0]: bit_length: 3 is not a power of two"},
        {"{\"suite\":\"bulletproofs-plus/valid-proofs\",\"cases\":{}}", "cases: not an array"},
        {"{\"suite\":\"bulletproofs-plus/negative\",\"vectors\":[]}", "proofs: empty"},
        {"{\"suite\":\"bulletproofs-plus/other\",\"proofs\":[]}",
         "suite: \"bulletproofs-plus/other\", expected"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *doc = json_loads(bad[i].doc, 0, NULL);
        struct bpp_item *items = NULL;
        size_t count = 0;
        CHECK(doc != NULL && bpp_proofs_read(doc, &items, &count, why, sizeof why) == -1);
        CHECK(items == NULL && count == 0 && strstr(why, bad[i].why) != NULL);
        json_decref(doc);
    }
}

static void test_rust_errors(void) {
    CHECK(bpp_rust_error_matches(
        "InvalidArgument(\"Inconsistent G generator point in batch statement\")",
        ECB_ERR_PARAMETERS));
    CHECK(!bpp_rust_error_matches(
        "InvalidArgument(\"Inconsistent G generator point in batch statement\")",
        ECB_ERR_VERIFY_FAILED));
    CHECK(bpp_rust_error_matches("minimum value promise exceeds bit vector capacity",
                                 ECB_ERR_VALUE_OUT_OF_RANGE));
    CHECK(bpp_rust_error_matches(
        "InvalidArgument(\"Minimum value promise exceeds bit vector capacity\")", ECB_ERR_PROMISE));
    CHECK(!bpp_rust_error_matches("Minimum value promise exceeds bit vector capacity", ECB_OK));
    CHECK(!bpp_rust_error_matches("something else entirely", ECB_ERR_PARAMETERS));
}

static void test_bte_batch(void) {
    uint8_t coeff[32] = {0}, seed[ECB_BTE_SEED_BYTES] = {0};
    ecb_bte_public *pub = NULL;
    ecb_bte_share share;
    ecb_bte_point pk;
    ecb_bte_ciphertext *ct = NULL;
    coeff[31] = 5;
    CHECK(ecb_bte_deal_from_coefficients(&pub, &share, ECB_BTE_MINPK, 1, 1, coeff) == ECB_OK);
    ecb_bte_public_key(pub, &pk);
    CHECK(ecb_bte_encrypt_seeded(&ct, &pk, NULL, 0, (const uint8_t *)"hi", 2, seed, seed) ==
          ECB_OK);
    size_t ct_len = ecb_bte_ciphertext_encoded_size(ct), len = 0;
    uint8_t *enc = malloc(ct_len);
    ecb_bte_ciphertext_encode(enc, ct);
    const uint8_t *list[2] = {enc, enc};
    size_t lens[2] = {ct_len, ct_len};
    uint8_t *file = bte_batch_encode((const uint8_t *)"ctx", 3, list, lens, 2, &len);
    struct bte_batch b;
    char why[200];
    CHECK(file != NULL);
    CHECK(bte_batch_decode(&b, ECB_BTE_MINPK, file, len, why, sizeof why) == ECB_OK);
    CHECK(b.count == 2 && b.context_len == 3 && memcmp(b.context, "ctx", 3) == 0);
    bte_batch_free(&b);
    /* every truncation is refused, and says where */
    for (size_t cut = 0; cut < len; cut++) {
        ecb_status st = bte_batch_decode(&b, ECB_BTE_MINPK, file, cut, why, sizeof why);
        CHECK(st != ECB_OK && b.cts == NULL && b.count == 0 && why[0] != '\0');
    }
    CHECK(bte_batch_decode(&b, ECB_BTE_MINPK, file, len - 10, why, sizeof why) != ECB_OK);
    CHECK(strstr(why, "ciphertext 1 of 2") != NULL);
    CHECK(bte_batch_decode(&b, ECB_BTE_MINSIG, file, len, why, sizeof why) != ECB_OK);
    CHECK(strstr(why, "ciphertext 0 of 2") != NULL);
    uint8_t *longer = malloc(len + 1);
    memcpy(longer, file, len);
    longer[len] = 0;
    CHECK(bte_batch_decode(&b, ECB_BTE_MINPK, longer, len + 1, why, sizeof why) != ECB_OK);
    CHECK(strstr(why, "1 bytes after the last ciphertext") != NULL);
    file[0] = 2;
    CHECK(bte_batch_decode(&b, ECB_BTE_MINPK, file, len, why, sizeof why) != ECB_OK);
    CHECK(strstr(why, "version byte 2") != NULL);
    /* the public file */
    size_t plen = ecb_bte_public_encoded_size(pub);
    uint8_t *pf = malloc(plen + 1);
    ecb_bte_public *back = NULL;
    pf[0] = ECB_BTE_MINPK;
    ecb_bte_public_encode(pf + 1, pub);
    CHECK(bte_public_file_decode(&back, pf, plen + 1, why, sizeof why) == ECB_OK);
    ecb_bte_public_free(back);
    pf[0] = 7;
    CHECK(bte_public_file_decode(&back, pf, plen + 1, why, sizeof why) != ECB_OK && back == NULL);
    CHECK(strstr(why, "variant byte 7") != NULL);
    pf[0] = ECB_BTE_MINPK;
    /* the length each file's first bytes announce: exact for every prefix past its framing */
    ecb_bte_variant v = ECB_BTE_MINPK;
    struct cli_limit lp = bte_file_limit(BTE_FILE_PUBLIC, &v);
    struct cli_limit lc = bte_file_limit(BTE_FILE_CIPHERTEXT, &v);
    struct cli_limit lb = bte_file_limit(BTE_FILE_BATCH, &v);
    CHECK(lp.length(pf, plen + 1, &v) == plen + 1 && lp.length(pf, 4, &v) == plen + 1);
    CHECK(lp.length(pf, 2, &v) == BTE_PUBLIC_FILE_MAX);
    CHECK(lc.length(enc, ct_len, &v) == ct_len && lc.length(enc, 3, &v) == ct_len);
    CHECK(lb.length(file, len, &v) == CLI_LENGTH_BAD); /* file[0] is 2 now */
    file[0] = BTE_BATCH_VERSION;
    CHECK(lb.length(file, len, &v) == len && lb.length(file, len - 1, &v) == len);
    CHECK(lb.length(file, 5, &v) == BTE_BATCH_FILE_MAX); /* the count not read yet */
    uint8_t zeros[64] = {0};
    CHECK(lp.length(zeros, 64, &v) == CLI_LENGTH_BAD && lc.length(zeros, 64, &v) == CLI_LENGTH_BAD);
    CHECK(bte_file_limit(BTE_FILE_SHARE, NULL).max == 36);
    free(pf);
    free(longer);
    free(file);
    free(enc);
    ecb_bte_ciphertext_free(ct);
    ecb_bte_public_free(pub);
}

static void test_options(void) {
    long v = 0;
    unsigned u = 0;
    const char *bad[] = {"abc", "", " 1", "+1", "1x", "0x10", "99999999999999999999", "1 "};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(cli_opt_long("test", "--x", bad[i], -100, 100, &v) != 0);
    CHECK(cli_opt_long("test", "--x", "-3", -100, 100, &v) == 0 && v == -3);
    CHECK(cli_opt_long("test", "--x", "101", -100, 100, &v) != 0);
    CHECK(cli_opt_unsigned("test", "--threads", "64", 1, 64, &u) == 0 && u == 64);
    CHECK(cli_opt_unsigned("test", "--threads", "0", 1, 64, &u) != 0);
    CHECK(cli_opt_long("test", "--x", NULL, 0, 1, &v) != 0);
    /* options after file names move before them, each with its value, in order */
    char *args[] = {"sub", "c0", "--out", "b", "c1", "--force", "--threads", "2", "-", "--t"};
    const char *const flags[] = {"--force", NULL};
    CHECK(cli_opt_options_first(10, args, flags) == 7);
    const char *want[] = {"sub", "--out", "b", "--force", "--threads", "2", "--t", "c0", "c1", "-"};
    for (int i = 0; i < 10; i++)
        CHECK(strcmp(args[i], want[i]) == 0);
}

/* cli_text: control characters, ESC, DEL, C1 controls, bad UTF-8 and backslashes escaped. */
static void test_text(void) {
    CHECK(strcmp(cli_text("a\x1b[31mb\nc"), "a\\x1b[31mb\\x0ac") == 0);
    CHECK(strcmp(cli_text("caf\xc3\xa9 \\"), "caf\xc3\xa9 \\\\") == 0);
    CHECK(strcmp(cli_text("\xc2\x9b\xff\x7f"), "\\xc2\\x9b\\xff\\x7f") == 0);
    CHECK(strcmp(cli_textn("a\0b", 3), "a\\x00b") == 0);
    char long_name[3000];
    memset(long_name, '\n', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    const char *cut = cli_text(long_name);
    CHECK(strlen(cut) <= CLI_TEXT_MAX && strcmp(cut + strlen(cut) - 3, "...") == 0);
}

/* json_uint_value: JSON integers and the digit strings of literals too large for jansson, in
 * range; nothing else. */
static void test_json_uint(void) {
    json_error_t err;
    const char *text = "[0, 7, 18446744073709551615, 18446744073709551616, -1, 2.5, \"5\", "
                       "\"abc\", null, 99999999999999999999, 1000000000000000000]";
    json_t *a = json_loadb_exact(text, strlen(text), &err);
    uint64_t v = 42;
    CHECK(a != NULL && json_array_size(a) == 11);
    CHECK(json_uint_value(json_array_get(a, 0), 10, &v) == 0 && v == 0);
    CHECK(json_uint_value(json_array_get(a, 1), 7, &v) == 0 && v == 7);
    CHECK(json_uint_value(json_array_get(a, 1), 6, &v) != 0 && v == 7); /* above max: kept */
    CHECK(json_uint_value(json_array_get(a, 2), UINT64_MAX, &v) == 0 && v == UINT64_MAX);
    CHECK(json_uint_value(json_array_get(a, 2), UINT64_MAX - 1, &v) != 0);
    for (size_t i = 3; i < 10; i++) /* 2^64, -1, 2.5, "5", "abc", null, 10^20 - 1 */
        CHECK(json_uint_value(json_array_get(a, i), UINT64_MAX, &v) != 0);
    CHECK(json_uint_value(json_array_get(a, 10), UINT64_MAX, &v) == 0 &&
          v == 1000000000000000000ull);
    CHECK(json_uint_value(NULL, 1, &v) != 0);
    json_decref(a);
    double d = 0;
    CHECK(cli_opt_double("test", "--x", "2.25", 1, 256, &d) == 0 && d == 2.25);
    CHECK(cli_opt_double("test", "--x", "256", 1, 256, &d) == 0 && d == 256);
    static const char *const bad[] = {"0.5", "256.5", "1e3", "-2",  "",
                                      ".5",  "5.",    " 5",  "inf", "nan"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(cli_opt_double("test", "--x", bad[i], 1, 256, &d) != 0);
}

/* Shares and blindings are recognised by content; other bytes are not secrets. */
static void test_secret_kind(void) {
    uint8_t share[ECB_BTE_SHARE_MAX_BYTES];
    ecb_bte_share s = {3, {0}};
    s.secret[31] = 5;
    size_t n = ecb_bte_share_encode(share, &s);
    CHECK(cli_secret_kind(share, n) != NULL && strstr(cli_secret_kind(share, n), "share"));
    CHECK(cli_secret_kind(share, n - 1) == NULL);
    share[0] = 2; /* another version byte: not a share */
    CHECK(cli_secret_kind(share, n) == NULL);
    const char *doc = " {\"proofs\": [{\"bit_length\": 8, \"blindings\": [[\"00\"]]}]}";
    CHECK(cli_secret_kind((const uint8_t *)doc, strlen(doc)) != NULL);
    const char *damaged = "[{\"blindings_le_hex\": [";
    CHECK(cli_secret_kind((const uint8_t *)damaged, strlen(damaged)) != NULL);
    const char *verdict = "{\"accept\": true, \"masks\": [null]}";
    CHECK(cli_secret_kind((const uint8_t *)verdict, strlen(verdict)) == NULL);
    const char *text = "a note on \"blindings\"";
    CHECK(cli_secret_kind((const uint8_t *)text, strlen(text)) == NULL);
}

static int count_entries(const char *dir) {
    char cmd[512];
    snprintf(cmd, sizeof cmd, "ls -A '%s' | wc -l", dir);
    FILE *p = popen(cmd, "r");
    int n = -1;
    if (p != NULL && fscanf(p, "%d", &n) != 1) n = -1;
    if (p != NULL) pclose(p);
    return n;
}

static void test_atomic_writes(void) {
    char dir[] = "/tmp/ecbatch-test-cli-XXXXXX", path[256], other[256];
    struct stat sb;
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/secret", dir);
    CHECK(cli_write_atomic("test", path, "one", 3, CLI_WRITE_SECRET) == 0);
    CHECK(stat(path, &sb) == 0 && (sb.st_mode & 0777) == 0600 && sb.st_size == 3);
    CHECK(cli_check_output("test", path, CLI_WRITE_SECRET) != 0);
    CHECK(cli_write_atomic("test", path, "two!", 4, CLI_WRITE_SECRET) != 0);
    CHECK(stat(path, &sb) == 0 && sb.st_size == 3); /* untouched */
    CHECK(cli_write_atomic("test", path, "two!", 4, CLI_WRITE_SECRET | CLI_WRITE_FORCE) == 0);
    CHECK(stat(path, &sb) == 0 && sb.st_size == 4 && (sb.st_mode & 0777) == 0600);
    snprintf(other, sizeof other, "%s/public", dir);
    mode_t mask = umask(022);
    CHECK(cli_write_atomic("test", other, "p", 1, 0) == 0);
    CHECK(cli_write_atomic("test", other, "pp", 2, 0) == 0); /* not secret: replaced */
    CHECK(stat(other, &sb) == 0 && (sb.st_mode & 0777) == 0644 && sb.st_size == 2);
    umask(mask);
    snprintf(other, sizeof other, "%s/missing/file", dir);
    CHECK(cli_write_atomic("test", other, "x", 1, 0) != 0);
    CHECK(count_entries(dir) == 2); /* no temporary file left */
    size_t len = 0;
    const struct cli_limit four = {"a test file", 4, NULL, NULL}, three = {"x", 3, NULL, NULL};
    uint8_t *back = cli_read_file("test", path, &four, &len);
    CHECK(back != NULL && len == 4 && memcmp(back, "two!", 4) == 0 && back[4] == 0);
    free(back);
    CHECK(cli_read_file("test", path, &three, &len) == NULL); /* one byte over the bound */
    CHECK(cli_read_file("test", other, &four, &len) == NULL);
    /* a device or FIFO is never replaced, --force or not (nothing in /dev is touched) */
    snprintf(other, sizeof other, "%s/fifo", dir);
    CHECK(mkfifo(other, 0600) == 0);
    CHECK(cli_check_output("test", other, CLI_WRITE_FORCE) != 0);
    CHECK(cli_write_atomic("test", other, "x", 1, CLI_WRITE_FORCE) != 0);
    CHECK(stat(other, &sb) == 0 && S_ISFIFO(sb.st_mode));
    unlink(other);
    unlink(path);
    snprintf(path, sizeof path, "%s/public", dir);
    unlink(path);
    CHECK(rmdir(dir) == 0);
}

/* cli_check_not_input: the same inode through a link or another spelling, and the same
 * resolved path for a name that does not exist yet. */
static void test_not_input(void) {
    char dir[] = "/tmp/ecbatch-test-cli-XXXXXX", a[256], b[256], link_[256], via[256];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(a, sizeof a, "%s/a", dir);
    snprintf(b, sizeof b, "%s/b", dir);
    snprintf(link_, sizeof link_, "%s/link", dir);
    snprintf(via, sizeof via, "%s/../%s/a", dir, strrchr(dir, '/') + 1);
    CHECK(cli_write_atomic("test", a, "x", 1, 0) == 0);
    CHECK(symlink("a", link_) == 0);
    const char *in_a[] = {NULL, "-", a};
    CHECK(cli_check_not_input("test", a, in_a, 3) != 0);
    CHECK(cli_check_not_input("test", link_, in_a, 3) != 0);
    CHECK(cli_check_not_input("test", via, in_a, 3) != 0);
    CHECK(cli_check_not_input("test", b, in_a, 3) == 0);
    CHECK(cli_check_not_input("test", "-", in_a, 3) == 0);
    const char *in_b[] = {b}; /* neither exists: compared by resolved path */
    snprintf(via, sizeof via, "%s/./b", dir);
    CHECK(cli_check_not_input("test", via, in_b, 1) != 0);
    unlink(link_);
    CHECK(symlink("b", link_) == 0); /* a dangling link to the input */
    CHECK(cli_check_not_input("test", link_, in_b, 1) != 0);
    CHECK(cli_check_not_input("test", link_, in_a, 3) == 0);
    unlink(link_);
    unlink(a);
    CHECK(rmdir(dir) == 0);
}

/* Reads text as the command does (json_loadb_exact) and then as one strict proof object;
 * returns what bpp_item_from_json returns (-2: not JSON), the reason in why. */
static int read_item_exact(const char *text, char *why, size_t len) {
    json_error_t err;
    json_t *obj = json_loadb_exact(text, strlen(text), &err);
    struct bpp_item it;
    if (obj == NULL) {
        json_error_describe(&err, why, len);
        return -2;
    }
    int rc = bpp_item_from_json(&it, obj, NULL, BPP_JSON_STRICT, why, len);
    if (rc == 0) bpp_item_free(&it);
    json_decref(obj);
    return rc;
}

/* One meaning per document (issue 34 item 4): a key given twice in one object, at any depth,
 * makes the text unreadable, the message naming the key and its place in the caller's text
 * (after long integer literals, which the reader quotes, too), its control bytes escaped; a field
 * under two of its spellings is refused, in the command's documents and the vector files alike;
 * an object's own spelling wins over its defaults'. */
static void test_one_meaning(void) {
    char why[300];
    CHECK(read_item_exact("{\"bit_length\":8,\"values\":[1],\"bit_length\":8}", why, sizeof why) ==
          -2);
    CHECK(strstr(why, "duplicate key \"bit_length\" at line 1, column 41 (byte 41)") != NULL);
    /* nested, after a literal the reader quotes (2 bytes more in its copy) */
    const char *text = "[12345678901234567890,\n {\"a\": {\"b\": 1, \"b\": 2}}]";
    json_error_t err;
    CHECK(json_loadb_exact(text, strlen(text), &err) == NULL);
    json_error_describe(&err, why, sizeof why);
    CHECK(strstr(why, "duplicate key \"b\" at line 2, column 19 (byte 42)") != NULL);
    if (strstr(why, "line 2, column 19 (byte 42)") == NULL) fprintf(stderr, "  got '%s'\n", why);
    /* what jansson quotes from the text is escaped */
    const char esc[] = "{\"a\": 1} \x1b[31m";
    CHECK(json_loadb_exact(esc, strlen(esc), &err) == NULL);
    json_error_describe(&err, why, sizeof why);
    CHECK(strchr(why, 0x1b) == NULL && strstr(why, "\\x1b") != NULL && strstr(why, "line 1"));
    /* so are keys and names the readers print */
    expect_refused("{\"bit_length\":8,\"values\":[1],\"k\\u001bey\":1}", "k\\x1bey: unknown key");
    json_t *suite_doc = json_loads("{\"suite\":\"s\\u001b\",\"proofs\":[]}", 0, NULL);
    struct bpp_item *items = NULL;
    size_t count = 0;
    CHECK(bpp_proofs_read(suite_doc, &items, &count, why, sizeof why) == -1);
    CHECK(strstr(why, "suite: \"s\\x1b\"") != NULL && strchr(why, 0x1b) == NULL);
    json_decref(suite_doc);
    /* the same key in two objects is fine */
    text = "[{\"a\": 1}, {\"a\": 2}]";
    json_t *ok = json_loadb_exact(text, strlen(text), &err);
    CHECK(ok != NULL);
    json_decref(ok);
    static const char *const pairs[][2] = {
        {"\"proof\":\"00\",\"proof_hex\":\"00\"", "proof_hex: beside proof"},
        {"\"seed_nonce\":null,\"seed_nonce_le_hex\":null", "seed_nonce_le_hex: beside seed_nonce"},
        {"\"max_aggregation_factor\":1,\"aggregation_factor\":1",
         "aggregation_factor: beside max_aggregation_factor"},
        {"\"aggregation_factor\":1,\"range_parameters_max_aggregation_factor\":1",
         "range_parameters_max_aggregation_factor: beside aggregation_factor"},
        {"\"blindings\":[[1]],\"blindings_u64\":[[1]]", "blindings_u64: beside blindings"},
        {"\"minimum_value_promises\":[1],\"minimum_value_promise\":1",
         "minimum_value_promise: beside minimum_value_promises"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        char doc[300];
        snprintf(doc, sizeof doc, "{\"bit_length\":8,\"values\":[1],%s}", pairs[i][0]);
        expect_refused(doc, pairs[i][1]);
        CHECK(read_item(doc, BPP_JSON_LENIENT, why, sizeof why) == -1 && strstr(why, "not both"));
    }
    /* defaults (spec-examples-batch): the object's spelling wins over the defaults' */
    json_t *obj = json_loads("{\"commitments\":[\"e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8d"
                             "b6a65945e08d2d76\"],\"range_parameters_max_aggregation_factor\":4}",
                             0, NULL);
    json_t *defaults = json_loads("{\"bit_length\":8,\"aggregation_factor\":1}", 0, NULL);
    struct bpp_item it;
    CHECK(bpp_item_from_json(&it, obj, defaults, BPP_JSON_LENIENT, why, sizeof why) == 0);
    CHECK(it.M == 4 && it.n == 8);
    bpp_item_free(&it);
    json_decref(obj);
    json_decref(defaults);
}

/* Numbers where numbers are meant (items 11, 12): the proof's shape parameters are JSON
 * integers, the message saying what else was given; values and promises are JSON integers or
 * canonical decimal strings (one spelling per number: "05" is refused as "+5" is). */
static void test_numbers(void) {
    expect_refused("{\"bit_length\":\"64\",\"values\":[1]}",
                   "bit_length: \"64\" is a string, not an integer");
    expect_refused("{\"bit_length\":64.0,\"values\":[1]}",
                   "bit_length: 64.0 is a real number, not an integer");
    expect_refused("{\"bit_length\":true,\"values\":[1]}", "bit_length: a boolean, not an integer");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"extension_degree\":\"2\"}",
                   "extension_degree: \"2\" is a string, not an integer");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"max_aggregation_factor\":2.0}",
                   "max_aggregation_factor: 2.0 is a real number, not an integer");
    expect_refused("{\"bit_length\":8,\"values\":[1],\"aggregation_factor\":\"2\"}",
                   "aggregation_factor: \"2\" is a string, not an integer");
    expect_refused("{\"bit_length\":3,\"values\":[1]}",
                   "bit_length: 3 is not a power of two in 1..64");
    static const char *const bad[] = {"\"05\"", "\"+5\"",  "\"-5\"", "\" 5\"",
                                      "\"5 \"", "\"0x5\"", "\"\"",   "\"00\"",
                                      "5.0",    "\"1e3\"", "-1",     "\"18446744073709551616\""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char doc[200];
        snprintf(doc, sizeof doc,
                 "{\"bit_length\":8,\"values\":[1],\"minimum_value_promises\":[%s]}", bad[i]);
        expect_refused(doc, "minimum_value_promises[0]: ");
        snprintf(doc, sizeof doc, "{\"bit_length\":64,\"values\":[%s]}", bad[i]);
        expect_refused(doc, "values[0]: ");
    }
    static const struct {
        const char *text;
        uint64_t value;
    } good[] = {{"\"0\"", 0}, {"\"5\"", 5}, {"7", 7}, {"\"18446744073709551615\"", UINT64_MAX}};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        char doc[200], why[300];
        snprintf(doc, sizeof doc,
                 "{\"bit_length\":64,\"values\":[%s],\"minimum_value_promise\":%s}", good[i].text,
                 good[i].text);
        json_t *obj = json_loads(doc, 0, NULL);
        struct bpp_item it;
        CHECK(bpp_item_from_json(&it, obj, NULL, BPP_JSON_STRICT, why, sizeof why) == 0);
        CHECK(it.values[0] == good[i].value && it.promises[0] == good[i].value);
        bpp_item_free(&it);
        json_decref(obj);
    }
}

/* Messages never show a secret (item 10): a value that does not fit, a malformed value,
 * blinding or seed nonce is named by its place and the rule, never by its text. */
static void test_no_secrets(void) {
    static const struct {
        const char *doc, *reason, *secret;
    } cases[] = {
        {"{\"bit_length\":16,\"values\":[70000]}", "values[0]: does not fit in bit_length 16",
         "70000"},
        {"{\"bit_length\":16,\"values\":[\"7000x\"]}", "values[0]: a string", "7000"},
        {"{\"bit_length\":16,\"values\":[-7000]}", "values[0]: a negative integer", "7000"},
        {"{\"bit_length\":16,\"values\":[1],\"blindings\":[[\"c0ffee5ec7e7\"]]}",
         "blindings[0][0]: a string that is not 64 hex digits", "c0ffee"},
        {"{\"bit_length\":16,\"values\":[1],\"blindings\":[["
         "\"c0ffee5ec7e7ffffffffffffffffffffffffffffffffffffffffffffffffffff\"]]}",
         "blindings[0][0]: a string that is not 64 hex digits of a scalar below l", "c0ffee"},
        {"{\"bit_length\":16,\"values\":[1],\"blindings_u64\":[[-7000]]}",
         "blindings_u64[0][0]: a negative integer", "7000"},
        {"{\"bit_length\":16,\"values\":[1],\"seed_nonce\":\"c0ffee5ec7e7\"}",
         "seed_nonce: a string, not a canonical 32-byte hex scalar", "c0ffee"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char why[300] = "";
        CHECK(read_item(cases[i].doc, BPP_JSON_STRICT, why, sizeof why) == -1);
        CHECK(strstr(why, cases[i].reason) != NULL && strstr(why, cases[i].secret) == NULL);
        if (strstr(why, cases[i].reason) == NULL || strstr(why, cases[i].secret) != NULL)
            fprintf(stderr, "  got '%s'\n", why);
    }
}

static void hex_of(char *out, const uint8_t *b, size_t len) {
    for (size_t i = 0; i < len; i++)
        sprintf(out + 2 * i, "%02x", b[i]);
}

/* The library's status for one item: its statement with parameters (n, M, T), its proof
 * parsed, then ecb_bpp_verify_batch_var alone. */
static ecb_status library_status(bpp_params_cache *pc, const struct bpp_item *it) {
    ecb_bpp_statement st;
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_status s = ecb_bpp_proof_parse_var(&proof, it->proof_bytes, it->proof_len);
    if (s != ECB_OK) return s;
    if ((s = bpp_item_statement(pc, it, &st)) != ECB_OK) return s;
    bpp_item_transcript(it, &t);
    ecb_bpp_verify_options opt;
    memset(&opt, 0, sizeof opt);
    opt.identify_invalid = 1;
    opt.proof_status = &s;
    ecb_status all =
        ecb_bpp_verify_batch_var(&t, 1, &st, &proof, 1, ECB_BPP_VERIFY_ONLY, NULL, &opt);
    return all == ECB_OK ? ECB_OK : s;
}

/* Shapes first (item 7): bpp_verify_grouped refuses each malformed proof before building any
 * parameters (none are built for it: the cache stays empty), with the status
 * ecb_bpp_verify_batch_var gives it (each structural check of the library's, and their order
 * when two fail), and verifies well-shaped ones on parameters for their m, whatever M they
 * claim. */
static void test_shapes_first(void) {
    bpp_params_cache *pc = bpp_params_cache_new();
    const ecb_bpp_params *p = bpp_params_get(pc, 8, 2, 2);
    uint64_t values[2] = {3, 200};
    ecb_ristretto255_scalar bl[4];
    uint8_t com[2][32], bytes[1 + 32 * (2 + 5 + 2 * 4)];
    char com_hex[2][65], proof_hex[2 * sizeof bytes + 1], short_hex[2 * sizeof bytes + 1];
    for (int k = 0; k < 4; k++)
        ecb_ristretto255_scalar_from_u64(&bl[k], 11 + (uint64_t)k);
    for (int j = 0; j < 2; j++) {
        ecb_ristretto255_point c;
        ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(p), values[j], bl + 2 * j, 2);
        ecb_ristretto255_encode(com[j], &c);
        hex_of(com_hex[j], com[j], 32);
    }
    ecb_bpp_statement st = {p, 2, (const uint8_t(*)[32])com, NULL, NULL, NULL};
    ecb_bpp_witness w = {2, 2, values, bl};
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    size_t len = 0;
    ecb_merlin_init(&t, (const uint8_t *)"BatchedRangeProofTest", 21);
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, zero_rng, NULL) == ECB_OK);
    CHECK(ecb_bpp_proof_serialize(bytes, sizeof bytes, &len, &proof) == ECB_OK &&
          len == sizeof bytes);
    hex_of(proof_hex, bytes, len);
    hex_of(short_hex, bytes, len - 64); /* one L/R pair fewer */
    /* read leniently (a shared suite): m = 3 and a seed with m = 2 reach the verifier */
    static const struct {
        const char *fmt; /* an object, given the commitments and the proof */
        ecb_status want;
    } cases[] = {
        {"{\"bit_length\":8,\"extension_degree\":2,\"commitments\":[%s],\"proof\":\"%s\"}", ECB_OK},
        {"{\"bit_length\":8,\"extension_degree\":2,\"max_aggregation_factor\":1024,"
         "\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_OK},
        {"{\"bit_length\":8,\"extension_degree\":1,\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_PARAMETERS},
        {"{\"bit_length\":8,\"extension_degree\":2,\"minimum_value_promises\":[256,null],"
         "\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_VALUE_OUT_OF_RANGE},
        {"{\"bit_length\":16,\"extension_degree\":2,\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_PROOF_FORMAT},
        /* two failures: the library's order */
        {"{\"bit_length\":16,\"extension_degree\":1,\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_PARAMETERS},
        {"{\"bit_length\":8,\"extension_degree\":1,\"minimum_value_promises\":[256,null],"
         "\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_PARAMETERS},
        {"{\"bit_length\":16,\"extension_degree\":2,\"minimum_value_promises\":[65536,null],"
         "\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_VALUE_OUT_OF_RANGE},
        {"{\"bit_length\":8,\"extension_degree\":2,\"seed_nonce\":\"00000000000000000000000000000"
         "00000000000000000000000000000000000\",\"commitments\":[%s],\"proof\":\"%s\"}",
         ECB_ERR_INVALID_ARGUMENT},
        {"{\"bit_length\":8,\"extension_degree\":1,\"commitments\":[%s,%s],\"proof\":\"%s\"}",
         ECB_ERR_INVALID_ARGUMENT}, /* m = 3 */
    };
    size_t count = sizeof cases / sizeof cases[0] + 2;
    char *doc = malloc(count * 2048 + 256);
    size_t at = (size_t)sprintf(doc, "{\"suite\":\"bulletproofs-plus/negative\",\"vectors\":[");
    char coms[200], third[80];
    snprintf(coms, sizeof coms, "\"%s\",\"%s\"", com_hex[0], com_hex[1]);
    snprintf(third, sizeof third, "\"%s\"", com_hex[0]);
    for (size_t i = 0; i + 2 < count; i++) {
        if (i + 3 == count) /* m = 3 */
            at += (size_t)sprintf(doc + at, cases[i].fmt, coms, third, proof_hex);
        else
            at += (size_t)sprintf(doc + at, cases[i].fmt, coms, proof_hex);
        doc[at++] = ',';
    }
    /* a proof one pair short, and one commitment for a proof of two */
    at += (size_t)sprintf(doc + at,
                          "{\"bit_length\":8,\"extension_degree\":2,\"commitments\":[%s],"
                          "\"proof\":\"%s\"},{\"bit_length\":8,\"extension_degree\":2,"
                          "\"commitments\":[\"%s\"],\"proof\":\"%s\"}]}",
                          coms, short_hex, com_hex[0], proof_hex);
    json_t *root = json_loads(doc, 0, NULL);
    struct bpp_item *items = NULL;
    char why[300];
    size_t n = 0;
    CHECK(root != NULL && bpp_proofs_read(root, &items, &n, why, sizeof why) == 0 && n == count);
    if (n != count) fprintf(stderr, "  %s\n", root != NULL ? why : doc);
    ecb_status *status = calloc(count, sizeof *status);
    ecb_bpp_mask *masks = calloc(count, sizeof *masks);
    bpp_params_cache *fresh = bpp_params_cache_new();
    CHECK(bpp_verify_grouped(fresh, items, n, ECB_BPP_VERIFY_ONLY, 1, status, masks) != ECB_OK);
    for (size_t i = 0; i < n; i++) {
        ecb_status want = i + 2 < count ? cases[i].want : ECB_ERR_PROOF_FORMAT;
        CHECK(status[i] == want);
        CHECK(library_status(pc, &items[i]) == want); /* the library agrees */
        if (status[i] != want) fprintf(stderr, "  case %zu: %s\n", i, ecb_status_str(status[i]));
    }
    /* parameters only for the well-shaped proofs, for the m they hold (2), not the M claimed
     * (1024): all together one set of 8 * 2 generators; each proof alone, that set or none */
    size_t generators = 0;
    CHECK(bpp_params_cache_size(fresh, &generators) == 1 && generators == 16);
    for (size_t i = 0; i < n; i++) {
        bpp_params_cache *alone = bpp_params_cache_new();
        ecb_status want = i + 2 < count ? cases[i].want : ECB_ERR_PROOF_FORMAT;
        CHECK(bpp_verify_grouped(alone, &items[i], 1, ECB_BPP_VERIFY_ONLY, 1, status, masks) ==
              want);
        size_t sets = bpp_params_cache_size(alone, &generators);
        CHECK(want == ECB_OK ? sets == 1 && generators == 16 : sets == 0);
        if (want == ECB_OK ? generators != 16 : sets != 0)
            fprintf(stderr, "  case %zu alone: %zu sets, %zu generators\n", i, sets, generators);
        bpp_params_cache_free(alone);
    }
    free(status);
    free(masks);
    bpp_items_free(items, n);
    bpp_params_cache_free(fresh);
    json_decref(root);
    free(doc);
    bpp_params_cache_free(pc);
}

int main(void) {
    tl_init();
    test_params_cache();
    test_strict_reader();
    test_shared_suites();
    test_rust_errors();
    test_bte_batch();
    test_options();
    test_text();
    test_atomic_writes();
    test_json_uint();
    test_secret_kind();
    test_not_input();
    test_one_meaning();
    test_numbers();
    test_no_secrets();
    test_shapes_first();
    return tl_finish("test_cli_readers");
}
