/* Concurrent use of the library from several threads, for ThreadSanitizer (`make tsan`) and
 * as a plain differential test everywhere else. The threads start together behind a barrier
 * before anything has touched the library, so the first-use initialisations (the ristretto255
 * base-point tables, the CPU feature detection behind the BLS12-381 field kernels) race for
 * real. Each thread then decodes, multiplies, hashes to both curves and runs MSMs (with worker
 * threads of their own, and on one precomputed table shared by all); afterwards the main
 * thread recomputes every result alone and compares, and threads given the same inputs must
 * agree with each other. */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "ecbatch.h"
#include "testlib.h"

#define THREADS 4
#define ROUNDS 3
#define MSM_N 48    /* points per MSM: Straus and Pippenger both reachable */
#define STATIC_N 32 /* static points of the shared precomputed table */

/* Built by main before the threads start, then only read: MSM bases P_i = (i + 2) B. */
static ecb_ristretto255_point msm_points[MSM_N];
static ecb_msm_ristretto255_precomp *shared_precomp;

/* What one thread computes in one round; every field is an encoding. */
struct round_result {
    uint8_t base_mult[32];   /* k B by the base-point tables */
    uint8_t scalar_mult[32]; /* k B by the generic ladder */
    uint8_t uniform[32];     /* from_uniform_bytes */
    uint8_t decoded[32];     /* decode(encode(k B)) re-encoded */
    uint8_t g1_hash[48];     /* hash_to_curve G1 */
    uint8_t g1_nu[48];       /* encode_to_curve G1 */
    uint8_t g2_hash[96];     /* hash_to_curve G2 */
    uint8_t g1_mul[48];      /* k G1 constant time */
    uint8_t g1_mul_var[48];  /* k G1 variable time */
    uint8_t g2_mul[96];      /* k G2 */
    uint8_t challenge[32];   /* Merlin challenge */
    uint8_t msm_auto[32];    /* MSM, the plan's choice, calling thread only */
    uint8_t msm_threads[32]; /* MSM, Pippenger forced, 3 worker threads */
    uint8_t msm_precomp[32]; /* precomputed static table + dynamic points, 2 worker threads */
    uint8_t msm_check[32];   /* the same sums as one fixed-base multiplication */
    int statuses_ok;         /* every status-returning call gave ECB_OK */
};

struct thread_job {
    int index;
    pthread_barrier_t *start;
    struct round_result results[ROUNDS];
};

/* Inputs depend on (index mod 2, round), so two threads share each input set. */
static uint64_t input_seed(int index, int round) {
    return 1000003ull * (uint64_t)(index % 2 + 1) + 7919ull * (uint64_t)round;
}

static void compute_round(struct round_result *r, uint64_t seed) {
    static const uint8_t dst[] = "ECBATCH-CONCURRENCY-TEST_XMD:SHA-256_SSWU_RO_";
    uint8_t msg[40], uniform[64];
    int ok = 1;

    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(seed >> (8 * (i % 8))) ^ (uint8_t)i;
    for (size_t i = 0; i < sizeof uniform; i++)
        uniform[i] = (uint8_t)(seed * 31 + i * 17);

    /* ristretto255 */
    ecb_ristretto255_scalar k;
    ecb_ristretto255_point base, p, q;
    ecb_ristretto255_scalar_from_u64(&k, seed);
    ecb_ristretto255_base_mult(&p, &k);
    ecb_ristretto255_encode(r->base_mult, &p);
    ecb_ristretto255_base(&base);
    ecb_ristretto255_scalar_mult(&q, &k, &base);
    ecb_ristretto255_encode(r->scalar_mult, &q);
    ecb_ristretto255_from_uniform_bytes(&q, uniform);
    ecb_ristretto255_encode(r->uniform, &q);
    ok &= ecb_ristretto255_decode(&q, r->base_mult) == ECB_OK;
    ecb_ristretto255_encode(r->decoded, &q);

    /* BLS12-381: hashing (field and isogeny constants, SHA-256) and multiplications */
    ecb_bls12_381_g1 a, b;
    ecb_bls12_381_g2 c, d;
    ecb_bls12_381_scalar s;
    ok &= ecb_bls12_381_g1_hash_to_curve(&a, msg, sizeof msg, dst, sizeof dst - 1) == ECB_OK;
    ecb_bls12_381_g1_encode(r->g1_hash, &a);
    ok &= ecb_bls12_381_g1_decode(&b, r->g1_hash) == ECB_OK; /* subgroup-checked */
    ok &= ecb_bls12_381_g1_equal(&a, &b);
    ok &= ecb_bls12_381_g1_encode_to_curve(&b, msg, sizeof msg, dst, sizeof dst - 1) == ECB_OK;
    ecb_bls12_381_g1_encode(r->g1_nu, &b);
    ok &= ecb_bls12_381_g2_hash_to_curve(&c, msg, sizeof msg, dst, sizeof dst - 1) == ECB_OK;
    ecb_bls12_381_g2_encode(r->g2_hash, &c);
    ok &= ecb_bls12_381_g2_decode(&d, r->g2_hash) == ECB_OK;
    ok &= ecb_bls12_381_g2_equal(&c, &d);
    ecb_bls12_381_scalar_from_u64(&s, seed);
    ecb_bls12_381_g1_generator(&b);
    ecb_bls12_381_g1_mul(&a, &s, &b);
    ecb_bls12_381_g1_encode(r->g1_mul, &a);
    ecb_bls12_381_g1_mul_var(&a, &s, &b);
    ecb_bls12_381_g1_encode(r->g1_mul_var, &a);
    ecb_bls12_381_g2_generator(&d);
    ecb_bls12_381_g2_mul(&c, &s, &d);
    ecb_bls12_381_g2_encode(r->g2_mul, &c);

    /* Merlin: per-call state only */
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"concurrency", 11);
    ecb_merlin_append_message(&t, (const uint8_t *)"msg", 3, msg, sizeof msg);
    ecb_merlin_challenge_bytes(&t, (const uint8_t *)"c", 1, r->challenge, sizeof r->challenge);
    ecb_merlin_wipe(&t);

    /* MSMs: sum k_i (i + 2) B for k_i from the seed, checked against (sum k_i (i + 2)) B */
    ecb_ristretto255_scalar ks[MSM_N], combined, ai;
    ecb_ristretto255_scalar_from_u64(&combined, 0);
    for (int i = 0; i < MSM_N; i++) {
        uint8_t wide[64];
        for (size_t j = 0; j < sizeof wide; j++)
            wide[j] = (uint8_t)(seed * 131 + (uint64_t)i * 7 + j);
        ecb_ristretto255_scalar_reduce64(&ks[i], wide);
        ecb_ristretto255_scalar_from_u64(&ai, (uint64_t)i + 2);
        ecb_ristretto255_scalar_mul(&ai, &ai, &ks[i]);
        ecb_ristretto255_scalar_add(&combined, &combined, &ai);
    }
    ecb_msm_options opt;
    memset(&opt, 0, sizeof opt);
    ok &= ecb_msm_ristretto255_var(&q, msm_points, ks, MSM_N, &opt) == ECB_OK;
    ecb_ristretto255_encode(r->msm_auto, &q);
    opt.strategy = ECB_MSM_PIPPENGER;
    opt.threads = 3;
    ok &= ecb_msm_ristretto255_var(&q, msm_points, ks, MSM_N, &opt) == ECB_OK;
    ecb_ristretto255_encode(r->msm_threads, &q);
    opt.strategy = ECB_MSM_AUTO;
    opt.threads = 2;
    ok &= ecb_msm_ristretto255_precomp_var(&q, shared_precomp, ks, STATIC_N, msm_points + STATIC_N,
                                           ks + STATIC_N, MSM_N - STATIC_N, &opt) == ECB_OK;
    ecb_ristretto255_encode(r->msm_precomp, &q);
    ecb_ristretto255_base_mult(&q, &combined);
    ecb_ristretto255_encode(r->msm_check, &q);

    r->statuses_ok = ok;
}

static void *thread_main(void *arg) {
    struct thread_job *job = arg;
    pthread_barrier_wait(job->start);
    for (int round = 0; round < ROUNDS; round++)
        compute_round(&job->results[round], input_seed(job->index, round));
    return NULL;
}

static int same_round(const struct round_result *x, const struct round_result *y) {
    return memcmp(x, y, sizeof *x) == 0;
}

int main(void) {
    static struct thread_job jobs[THREADS];
    pthread_t ids[THREADS];
    pthread_barrier_t start;
    tl_init();
    /* shared read-only MSM inputs, built by variable-time public code that does not touch
     * the base-point tables (their first use stays inside the threads) */
    ecb_ristretto255_point b;
    ecb_ristretto255_base(&b);
    ecb_ristretto255_double(&msm_points[0], &b);
    for (int i = 1; i < MSM_N; i++)
        ecb_ristretto255_add(&msm_points[i], &msm_points[i - 1], &b);
    CHECK(ecb_msm_ristretto255_precomp_new(&shared_precomp, msm_points, STATIC_N, 0) == ECB_OK);
    CHECK(pthread_barrier_init(&start, NULL, THREADS) == 0);
    for (int i = 0; i < THREADS; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].index = i;
        jobs[i].start = &start;
        CHECK(pthread_create(&ids[i], NULL, thread_main, &jobs[i]) == 0);
    }
    for (int i = 0; i < THREADS; i++)
        CHECK(pthread_join(ids[i], NULL) == 0);
    pthread_barrier_destroy(&start);

    for (int i = 0; i < THREADS; i++) {
        for (int round = 0; round < ROUNDS; round++) {
            const struct round_result *r = &jobs[i].results[round];
            struct round_result alone;
            memset(&alone, 0, sizeof alone);
            compute_round(&alone, input_seed(i, round));
            CHECK(r->statuses_ok == 1);
            CHECK(same_round(r, &alone));
            /* two independent paths to k B, and to k G1 */
            CHECK_MEM(r->base_mult, r->scalar_mult, 32);
            CHECK_MEM(r->decoded, r->base_mult, 32);
            CHECK_MEM(r->g1_mul, r->g1_mul_var, 48);
            CHECK_MEM(r->msm_auto, r->msm_check, 32);
            CHECK_MEM(r->msm_threads, r->msm_check, 32);
            CHECK_MEM(r->msm_precomp, r->msm_check, 32);
            /* the thread with the same inputs agrees */
            if (i >= 2) CHECK(same_round(r, &jobs[i - 2].results[round]));
        }
    }
    /* different inputs give different outputs (the comparisons above are not vacuous) */
    CHECK(memcmp(jobs[0].results[0].g2_hash, jobs[1].results[0].g2_hash, 96) != 0);
    CHECK(memcmp(jobs[0].results[0].base_mult, jobs[0].results[1].base_mult, 32) != 0);
    CHECK(memcmp(jobs[0].results[0].msm_check, jobs[1].results[0].msm_check, 32) != 0);
    ecb_msm_ristretto255_precomp_free(shared_precomp);
    return tl_finish("test_lib_concurrency");
}
