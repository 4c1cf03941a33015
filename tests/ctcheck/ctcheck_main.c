/* ctcheck: runs every module's section; `make ctcheck` (and the ctest test ctcheck) runs it
 * under valgrind, `make ctcheck-msan` a MemorySanitizer build of it at the AVX-512 IFMA level;
 * any branch or memory index depending on a secret is an error (exit status 42).
 * `ctcheck NAME...` runs only the named sections. `ctcheck canary` runs variable-time code on
 * secrets instead, which the checker must report (exit status 42; the ctest test
 * ctcheck_canary and `make ctcheck-msan` expect it): the check itself can fail. `ctcheck cpu`
 * prints the kernel level the run would use (portable, adx or ifma). */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/ristretto255.h"
#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "util/cpu.h"
#include "util/ct_declassify.h"

/* The registry: one line per module, X(name) runs ctcheck_name() of ctcheck_name.c. */
#define CTCHECK_SECTIONS(X)                                                                        \
    X(ristretto255)                                                                                \
    X(bpp)                                                                                         \
    X(bls12_381)                                                                                   \
    X(bls12_381_h2c)                                                                               \
    X(bls12_377)                                                                                   \
    X(bn254)                                                                                       \
    X(bte)                                                                                         \
    X(bte_smul)                                                                                    \
    X(bls)                                                                                         \
    X(bls_threshold)

#define CTCHECK_DECLARE(name) void ctcheck_##name(void);
CTCHECK_SECTIONS(CTCHECK_DECLARE)

#define CTCHECK_ENTRY(name) {#name, ctcheck_##name},
static const struct {
    const char *name;
    void (*run)(void);
} sections[] = {CTCHECK_SECTIONS(CTCHECK_ENTRY)};

long ct_checks, ct_failures;

/* Replaces the library's no-op (src/util/ct_declassify.c): values the library declares public
 * although they are computed from secrets (Fiat–Shamir challenges) become defined, so memcheck
 * checks the code after them as public-data code, as libsecp256k1's declassify does. */
void ecb_ct_declassify(const void *p, size_t len) {
    CT_PUBLIC(p, len);
}

#if defined(ECB_CPU_IFMA_BUILD)
#include "util/target_ifma_begin.h"
/* The low bit of X after a doubling in the vector formulas (IFMA products): a secret point's
 * must stay secret through them, so a branch on it must be reported. */
static uint64_t vector_low_bit(const ecb_ristretto255_point *p) {
    ge4_p3 v;
    ecb_ristretto255_point q;
    ge4_from_ge25519(&v, p);
    ge4_dbl(&v, &v);
    ge4_to_ge25519(&q, &v);
    return q.X.v[0] & 1;
}
#include "util/target_ifma_end.h"
#endif

/* The negative control: variable-time code given secrets (_var functions, which branch on
 * their scalars; at the ifma level first a branch on the output of the vector kernels). */
static void canary(void) {
    ecb_ristretto255_scalar a;
    ecb_ristretto255_point base, r;
    ecb_bls12_381_scalar k;
    ecb_bls12_381_g1 g, s;
    ecb_ristretto255_scalar_from_u64(&a, 0x1234567);
    ecb_ristretto255_base(&base);
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma()) {
        const uint64_t bit = vector_low_bit(&base);
        r = base;
        CT_SECRET(&r, sizeof r);
        CT_EXPECT(vector_low_bit(&r) == bit);
    }
#endif
    ecb_bls12_381_scalar_from_u64(&k, 0x7654321);
    ecb_bls12_381_g1_generator(&g);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&k, sizeof k);
    ecb_ristretto255_double_scalar_mult_var(&r, &a, &base, &a);
    ecb_bls12_381_g1_mul_var(&s, &k, &g);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(&s, sizeof s);
    CT_EXPECT(!ecb_ristretto255_is_identity(&r) && !ecb_bls12_381_g1_is_identity(&s));
}

int main(int argc, char **argv) {
    if (sodium_init() < 0) return 2;
    if (argc == 2 && strcmp(argv[1], "cpu") == 0) {
        printf("%s\n", ecb_cpu_level_name(ecb_cpu_level_get()));
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "canary") == 0) {
        canary();
        printf("ctcheck canary: the checker must have reported secret-dependent branches above\n");
        return ct_failures ? 1 : 0;
    }
    size_t count = sizeof sections / sizeof sections[0];
    for (int a = 1; a < argc; a++) {
        size_t i = 0;
        while (i < count && strcmp(argv[a], sections[i].name) != 0)
            i++;
        if (i == count) {
            fprintf(stderr, "ctcheck: unknown section %s\n", argv[a]);
            return 2;
        }
    }
    for (size_t i = 0; i < count; i++) {
        int selected = argc == 1;
        for (int a = 1; a < argc; a++)
            selected |= strcmp(argv[a], sections[i].name) == 0;
        if (!selected) continue;
        long before = ct_checks, failed = ct_failures;
        sections[i].run();
        printf("ctcheck %-14s %ld checks, %ld failed\n", sections[i].name, ct_checks - before,
               ct_failures - failed);
    }
    const char *checker = CT_CHECKER();
    printf("ctcheck: %ld passed, %ld failed (%s)\n", ct_checks - ct_failures, ct_failures,
           checker != NULL ? checker : "no checker: results only");
    return ct_failures ? 1 : 0;
}
