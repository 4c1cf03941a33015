/* The base point tables are built once, on first use, by whichever thread gets there first:
 * several threads start base_mult and double_scalar_mult_var at the same moment in a fresh
 * process, and every result must equal the one computed without tables (scalar_mult of B). */
#include <pthread.h>

#include "ecbatch/ristretto255.h"
#include "testlib.h"

enum { THREADS = 4 };

struct job {
    ecb_ristretto255_scalar k;
    uint8_t base_mult[32], double_mult[32];
};

static pthread_barrier_t start;

static void *run(void *arg) {
    struct job *j = arg;
    ecb_ristretto255_point p, B;
    ecb_ristretto255_scalar zero;
    ecb_ristretto255_base(&B);
    ecb_ristretto255_scalar_from_u64(&zero, 0);
    pthread_barrier_wait(&start);
    ecb_ristretto255_base_mult(&p, &j->k);
    ecb_ristretto255_encode(j->base_mult, &p);
    ecb_ristretto255_double_scalar_mult_var(&p, &zero, &B, &j->k);
    ecb_ristretto255_encode(j->double_mult, &p);
    return NULL;
}

int main(void) {
    tl_init();
    struct job jobs[THREADS];
    pthread_t tid[THREADS];
    pthread_barrier_init(&start, NULL, THREADS);
    for (int i = 0; i < THREADS; i++) {
        uint8_t wide[64];
        tl_random(wide, sizeof wide);
        ecb_ristretto255_scalar_reduce64(&jobs[i].k, wide);
    }
    for (int i = 0; i < THREADS; i++)
        CHECK(pthread_create(&tid[i], NULL, run, &jobs[i]) == 0);
    for (int i = 0; i < THREADS; i++)
        pthread_join(tid[i], NULL);
    pthread_barrier_destroy(&start);
    for (int i = 0; i < THREADS; i++) {
        ecb_ristretto255_point B, p;
        uint8_t want[32];
        ecb_ristretto255_base(&B);
        ecb_ristretto255_scalar_mult(&p, &jobs[i].k, &B);
        ecb_ristretto255_encode(want, &p);
        CHECK_MEM(jobs[i].base_mult, want, 32);
        CHECK_MEM(jobs[i].double_mult, want, 32);
    }
    return tl_finish("test_group_ristretto255_tables");
}
