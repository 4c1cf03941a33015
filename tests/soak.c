/* The soak test (make soak; not part of make test): SOAK_THREADS threads (default 4) verify
 * Bulletproofs+ batches, threshold-decryption ciphertext batches and response batches (both
 * variants) for the given number of seconds, each member corrupted with probability 1/4, and
 * combine the valid responses. Every verdict must be right: a batch passes exactly when
 * nothing in it was corrupted, identification names exactly the corrupted members, and the
 * combined plaintexts are the messages encrypted. Memory must stay flat: the resident set is
 * read after a warm-up (a quarter of the run, at least one second) and at the end, and may
 * grow by at most RSS_SLACK_MIB plus 10 %. Under AddressSanitizer (make soak builds with it)
 * a leak fails the run at exit. Usage: soak SECONDS [SEED]; prints the seed, the counts and
 * both readings, and exits 1 on any failure. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <sodium.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bte/bte_internal.h"
#include "ecbatch.h"
#include "ecbatch/bte.h"

#define MAX_THREADS 16
#define RSS_SLACK_MIB 16
#define BPP_POOL 24
#define BPP_BATCH 12
#define BTE_N 5
#define BTE_T 3
#define BTE_CTS 6

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SOAK_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SOAK_ASAN 1
#endif

#ifdef SOAK_ASAN
/* A small quarantine, so that freed memory held back to catch use-after-free stops growing
 * during the warm-up and the resident set can be compared. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) {
    return "quarantine_size_mb=8:detect_leaks=1";
}
#endif

static atomic_int stop;
static atomic_long wrong_verdicts;

static void wrong(const char *what) {
    if (atomic_fetch_add(&wrong_verdicts, 1) < 10)
        fprintf(stderr, "soak: wrong verdict: %s\n", what);
}

/* splitmix64: the per-thread choices */
static uint64_t next(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static size_t rss_bytes(void) {
    unsigned long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return 0;
    if (fscanf(f, "%lu %lu", &pages, &resident) != 2) resident = 0;
    fclose(f);
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

/* ---- Bulletproofs+ -------------------------------------------------------------------------- */

struct bpp_pool {
    ecb_bpp_params *params;
    ecb_bpp_statement st[BPP_POOL];
    ecb_bpp_proof proofs[BPP_POOL];
    uint8_t coms[2 * BPP_POOL][32];
};

static int bpp_pool_make(struct bpp_pool *p) {
    ecb_bpp_pedersen_gens pc;
    if (ecb_bpp_pedersen_gens_default(&pc, 2) != ECB_OK ||
        ecb_bpp_params_create(&p->params, 16, 2, &pc) != ECB_OK)
        return -1;
    for (size_t i = 0, at = 0; i < BPP_POOL; i++) {
        size_t m = 1 + i % 2;
        uint64_t values[2];
        ecb_ristretto255_scalar blindings[4];
        for (size_t j = 0; j < m; j++) {
            uint8_t r[64];
            ecb_ristretto255_point c;
            values[j] = randombytes_uniform(1u << 16);
            for (size_t k = 0; k < 2; k++) {
                randombytes_buf(r, sizeof r);
                ecb_ristretto255_scalar_reduce64(&blindings[2 * j + k], r);
            }
            ecb_bpp_commit(&c, &pc, values[j], &blindings[2 * j], 2);
            ecb_ristretto255_encode(p->coms[at + j], &c);
        }
        p->st[i] =
            (ecb_bpp_statement){p->params, m, (const uint8_t(*)[32])p->coms[at], NULL, NULL, NULL};
        ecb_bpp_witness w = {m, 2, values, blindings};
        ecb_merlin_transcript t;
        ecb_merlin_init(&t, (const uint8_t *)"soak", 4);
        if (ecb_bpp_prove(&p->proofs[i], &t, &p->st[i], &w, NULL, NULL) != ECB_OK) return -1;
        at += m;
    }
    return 0;
}

static void bpp_corrupt(ecb_bpp_proof *pr, const struct bpp_pool *p, size_t idx, uint64_t r) {
    ecb_ristretto255_scalar d;
    ecb_ristretto255_scalar_from_u64(&d, (r >> 8) | 1);
    switch (r % 6) {
    case 0:
        ecb_ristretto255_scalar_add(&pr->r1, &pr->r1, &d);
        break;
    case 1:
        ecb_ristretto255_scalar_add(&pr->s1, &pr->s1, &d);
        break;
    case 2:
        ecb_ristretto255_scalar_add(&pr->d1[(r >> 4) & 1], &pr->d1[(r >> 4) & 1], &d);
        break;
    case 3:
        memcpy(pr->A1, p->proofs[(idx + 1) % BPP_POOL].A1, 32);
        break;
    case 4:
        memcpy(pr->L[0], p->proofs[idx].R[0], 32);
        break;
    default:
        pr->A[(r >> 8) % 31] ^= (uint8_t)(1u << ((r >> 16) % 8));
        break;
    }
}

struct counts {
    long bpp_batches, bpp_proofs, bpp_bad, ct_batches, ct_bad, resp_batches, resp_bad, combines;
};

static void bpp_round(const struct bpp_pool *p, uint64_t *rng, struct counts *n) {
    ecb_bpp_statement st[BPP_BATCH];
    ecb_bpp_proof pr[BPP_BATCH];
    ecb_status status[BPP_BATCH];
    int bad[BPP_BATCH], any = 0;
    size_t k = 1 + next(rng) % BPP_BATCH;
    for (size_t i = 0; i < k; i++) {
        size_t idx = next(rng) % BPP_POOL;
        st[i] = p->st[idx];
        pr[i] = p->proofs[idx];
        bad[i] = next(rng) % 4 == 0;
        if (bad[i]) bpp_corrupt(&pr[i], p, idx, next(rng));
        any |= bad[i];
        n->bpp_bad += bad[i];
    }
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"soak", 4);
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = 1 + (unsigned)(next(rng) % 2);
    o.identify_invalid = 1;
    o.proof_status = status;
    if ((ecb_bpp_verify_batch_var(&t, 1, st, pr, k, ECB_BPP_VERIFY_ONLY, NULL, &o) == ECB_OK) ==
        any)
        wrong("Bulletproofs+ batch (identify)");
    for (size_t i = 0; i < k; i++)
        if ((status[i] != ECB_OK) != bad[i]) wrong("Bulletproofs+ proof status");
    if ((ecb_bpp_verify_batch_var(&t, 1, st, pr, k, ECB_BPP_VERIFY_ONLY, NULL, NULL) == ECB_OK) ==
        any)
        wrong("Bulletproofs+ batch");
    n->bpp_batches++;
    n->bpp_proofs += (long)k;
}

/* ---- threshold decryption ------------------------------------------------------------------- */

struct bte_setup {
    ecb_bte_variant v;
    ecb_bte_public *pub;
    ecb_bte_share shares[BTE_N];
    ecb_bte_point pk, hi[BTE_N];
    ecb_bte_ciphertext *cts[BTE_CTS];
    ecb_bte_request *req;
    ecb_bte_response *resp[BTE_N];
    char msg[BTE_CTS][32];
};

static int bte_setup_make(struct bte_setup *s, ecb_bte_variant v) {
    memset(s, 0, sizeof *s);
    s->v = v;
    if (ecb_bte_deal(&s->pub, s->shares, v, BTE_T, BTE_N) != ECB_OK) return -1;
    ecb_bte_public_key(s->pub, &s->pk);
    for (uint32_t i = 0; i < BTE_N; i++)
        ecb_bte_public_share_var(s->pub, i, &s->hi[i]);
    for (int j = 0; j < BTE_CTS; j++) {
        int len = snprintf(s->msg[j], sizeof s->msg[j], "soak message %d", j);
        if (ecb_bte_encrypt(&s->cts[j], &s->pk, (const uint8_t *)"soak", 4,
                            (const uint8_t *)s->msg[j], (size_t)len) != ECB_OK)
            return -1;
    }
    if (ecb_bte_request_new_var(&s->req, &s->pk, (const ecb_bte_ciphertext *const *)s->cts, BTE_CTS,
                                (const uint8_t *)"soak", 4, BTE_T, 1) != ECB_OK)
        return -1;
    for (uint32_t i = 0; i < BTE_N; i++)
        if (ecb_bte_respond(&s->resp[i], s->req, &s->shares[i], 1) != ECB_OK) return -1;
    return 0;
}

static void bte_setup_free(struct bte_setup *s) {
    for (int i = 0; i < BTE_N; i++)
        ecb_bte_response_free(s->resp[i]);
    ecb_bte_request_free(s->req);
    for (int j = 0; j < BTE_CTS; j++)
        ecb_bte_ciphertext_free(s->cts[j]);
    ecb_bte_public_free(s->pub);
}

/* Copies through the wire format, as a verifier receives them. */
static ecb_bte_response *resp_copy(const ecb_bte_response *r) {
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *b = malloc(len);
    ecb_bte_response *out = NULL;
    if (b == NULL) return NULL;
    ecb_bte_response_encode(b, r);
    if (ecb_bte_response_decode(&out, ecb_bte_response_variant(r), b, len) != ECB_OK) out = NULL;
    free(b);
    return out;
}

static ecb_bte_ciphertext *ct_copy(const ecb_bte_ciphertext *c) {
    size_t len = ecb_bte_ciphertext_encoded_size(c);
    uint8_t *b = malloc(len);
    ecb_bte_ciphertext *out = NULL;
    if (b == NULL) return NULL;
    ecb_bte_ciphertext_encode(b, c);
    if (ecb_bte_ciphertext_decode(&out, ecb_bte_ciphertext_variant(c), b, len) != ECB_OK)
        out = NULL;
    free(b);
    return out;
}

static void responses_round(const struct bte_setup *s, uint64_t *rng, struct counts *n) {
    ecb_bte_response *r[BTE_N];
    int bad[BTE_N], any = 0;
    fr381 one;
    fr381_one(&one);
    for (int i = 0; i < BTE_N; i++) {
        r[i] = resp_copy(s->resp[i]);
        if (r[i] == NULL) {
            wrong("response copy");
            for (int k = 0; k < i; k++)
                ecb_bte_response_free(r[k]);
            return;
        }
        bad[i] = next(rng) % 4 == 0;
        any |= bad[i];
        n->resp_bad += bad[i];
        if (!bad[i]) continue;
        switch (next(rng) % 4) {
        case 0:
            fr381_add(&r[i]->z, &r[i]->z, &one);
            break;
        case 1:
            fr381_add(&r[i]->c, &r[i]->c, &one);
            break;
        case 2:
            r[i]->A = s->resp[(i + 1) % BTE_N]->A;
            break;
        default: { /* partial 0 replaced by partial 1 */
            const bte_group_ops *ops = bte_group(s->v);
            memcpy(r[i]->partials, (const uint8_t *)r[i]->partials + ops->aff_size, ops->aff_size);
            memcpy(r[i]->partial_enc, r[i]->partial_enc + ops->pb, ops->pb);
        }
        }
    }
    uint32_t idx[BTE_N] = {0, 1, 2, 3, 4};
    ecb_bte_error res[BTE_N];
    size_t invalid = 0;
    unsigned threads = 1 + (unsigned)(next(rng) % 2);
    ecb_status st = ecb_bte_verify_responses_var(
        s->req, idx, s->hi, (const ecb_bte_response *const *)r, BTE_N, threads, res, &invalid);
    if ((st == ECB_OK) == any) wrong("response batch");
    const ecb_bte_response *good[BTE_N];
    uint32_t good_idx[BTE_N];
    size_t k = 0;
    for (int i = 0; i < BTE_N; i++) {
        if ((res[i].status != ECB_OK) != bad[i]) wrong("response status");
        if (res[i].status == ECB_OK) {
            good[k] = r[i];
            good_idx[k++] = (uint32_t)i;
        }
    }
    if (k >= BTE_T) {
        ecb_bte_plaintext *pts = NULL;
        size_t count = 0;
        ecb_bte_error e;
        if (ecb_bte_combine_var(s->req, good_idx, BTE_T, good, BTE_T, threads, &pts, &count, &e) !=
                ECB_OK ||
            count != BTE_CTS)
            wrong("combination");
        for (size_t p = 0; p < count; p++)
            if (pts[p].position >= BTE_CTS || pts[p].len != strlen(s->msg[pts[p].position]) ||
                memcmp(pts[p].data, s->msg[pts[p].position], pts[p].len) != 0)
                wrong("plaintext");
        ecb_bte_plaintexts_free(pts, count);
        n->combines++;
    }
    for (int i = 0; i < BTE_N; i++)
        ecb_bte_response_free(r[i]);
    n->resp_batches++;
}

static void ciphertexts_round(const struct bte_setup *s, uint64_t *rng, struct counts *n) {
    ecb_bte_ciphertext *c[BTE_CTS];
    int bad[BTE_CTS];
    fr381 one;
    fr381_one(&one);
    for (int j = 0; j < BTE_CTS; j++) {
        c[j] = ct_copy(s->cts[j]);
        if (c[j] == NULL) {
            wrong("ciphertext copy");
            for (int k = 0; k < j; k++)
                ecb_bte_ciphertext_free(c[k]);
            return;
        }
        bad[j] = next(rng) % 4 == 0;
        n->ct_bad += bad[j];
        if (!bad[j]) continue;
        switch (next(rng) % 3) {
        case 0:
            fr381_add(&c[j]->z, &c[j]->z, &one);
            break;
        case 1:
            c[j]->body[next(rng) % c[j]->body_len] ^= 1;
            break;
        default:
            c[j]->pt[BTE_CT_B] = s->cts[(j + 1) % BTE_CTS]->pt[BTE_CT_B];
            break;
        }
    }
    uint8_t valid[BTE_CTS];
    size_t count = 0;
    if (ecb_bte_ciphertexts_verify_var(&s->pk, (const ecb_bte_ciphertext *const *)c, BTE_CTS,
                                       1 + (unsigned)(next(rng) % 2), valid, &count) != ECB_OK)
        wrong("ciphertext batch status");
    for (int j = 0; j < BTE_CTS; j++) {
        if (valid[j] == bad[j]) wrong("ciphertext verdict");
        ecb_bte_ciphertext_free(c[j]);
    }
    n->ct_batches++;
}

/* ---- driver ------------------------------------------------------------------------------- */

struct worker {
    pthread_t tid;
    const struct bpp_pool *bpp;
    const struct bte_setup *bte; /* two variants */
    uint64_t rng;
    struct counts n;
};

static void *work(void *arg) {
    struct worker *w = arg;
    while (!atomic_load(&stop)) {
        uint64_t job = next(&w->rng) % 5;
        const struct bte_setup *s = &w->bte[next(&w->rng) % 2];
        if (job < 2)
            bpp_round(w->bpp, &w->rng, &w->n);
        else if (job < 4)
            responses_round(s, &w->rng, &w->n);
        else
            ciphertexts_round(s, &w->rng, &w->n);
    }
    return NULL;
}

static void sleep_until(double t) {
    for (double left = t - now(); left > 0; left = t - now()) {
        struct timespec ts = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
        nanosleep(&ts, NULL);
    }
}

int main(int argc, char **argv) {
    if (argc < 2 || atof(argv[1]) <= 0) {
        fprintf(stderr, "usage: soak SECONDS [SEED]\n");
        return 2;
    }
    double seconds = atof(argv[1]);
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : (uint64_t)time(NULL);
    const char *env = getenv("SOAK_THREADS");
    int threads = env != NULL ? atoi(env) : 4;
    if (threads < 1 || threads > MAX_THREADS || sodium_init() < 0) {
        fprintf(stderr, "soak: SOAK_THREADS must be 1..%d\n", MAX_THREADS);
        return 2;
    }
    struct bpp_pool bpp;
    struct bte_setup bte[2];
    if (bpp_pool_make(&bpp) != 0 || bte_setup_make(&bte[0], ECB_BTE_MINPK) != 0 ||
        bte_setup_make(&bte[1], ECB_BTE_MINSIG) != 0) {
        fprintf(stderr, "soak: set-up failed\n");
        return 1;
    }
    struct worker w[MAX_THREADS];
    double start = now(), warm = seconds / 4 < 1 ? 1 : seconds / 4;
    for (int i = 0; i < threads; i++) {
        w[i] = (struct worker){0};
        w[i].bpp = &bpp;
        w[i].bte = bte;
        w[i].rng = seed * 1000003u + (uint64_t)i;
        if (pthread_create(&w[i].tid, NULL, work, &w[i]) != 0) {
            fprintf(stderr, "soak: no thread\n");
            return 1;
        }
    }
    sleep_until(start + warm);
    size_t rss_warm = rss_bytes();
    sleep_until(start + (seconds > warm ? seconds : warm + 1));
    size_t rss_end = rss_bytes();
    atomic_store(&stop, 1);
    struct counts total = {0};
    for (int i = 0; i < threads; i++) {
        pthread_join(w[i].tid, NULL);
        total.bpp_batches += w[i].n.bpp_batches;
        total.bpp_proofs += w[i].n.bpp_proofs;
        total.bpp_bad += w[i].n.bpp_bad;
        total.ct_batches += w[i].n.ct_batches;
        total.ct_bad += w[i].n.ct_bad;
        total.resp_batches += w[i].n.resp_batches;
        total.resp_bad += w[i].n.resp_bad;
        total.combines += w[i].n.combines;
    }
    bte_setup_free(&bte[0]);
    bte_setup_free(&bte[1]);
    ecb_bpp_params_free(bpp.params);

    size_t bound = rss_warm + rss_warm / 10 + ((size_t)RSS_SLACK_MIB << 20);
    long bad_verdicts = atomic_load(&wrong_verdicts);
    int ok = bad_verdicts == 0 && rss_warm > 0 && rss_end <= bound && total.bpp_batches > 0 &&
             total.resp_batches > 0 && total.ct_batches > 0;
    printf("soak: %.0f s, %d threads, seed %llu\n", seconds, threads, (unsigned long long)seed);
    printf("soak: Bulletproofs+ %ld batches (%ld proofs, %ld corrupted); threshold decryption "
           "%ld ciphertext batches (%ld corrupted), %ld response batches (%ld corrupted), "
           "%ld combinations\n",
           total.bpp_batches, total.bpp_proofs, total.bpp_bad, total.ct_batches, total.ct_bad,
           total.resp_batches, total.resp_bad, total.combines);
    printf("soak: wrong verdicts %ld; RSS %.1f MiB after warm-up, %.1f MiB at the end (bound "
           "%.1f MiB = +10%% +%d MiB)\n",
           bad_verdicts, (double)rss_warm / 1048576, (double)rss_end / 1048576,
           (double)bound / 1048576, RSS_SLACK_MIB);
    printf("soak: %s\n", ok ? "passed" : "FAILED");
    return ok ? 0 : 1;
}
