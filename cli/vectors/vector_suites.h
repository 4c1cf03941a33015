/* The vector suites `ecbatch vectors` knows, keyed by the files' "suite" and "group" fields.
 * Each runner lives in its own cli/vectors/vectors_<module>.c. */
#ifndef ECBATCH_CLI_VECTOR_SUITES_H
#define ECBATCH_CLI_VECTOR_SUITES_H

#include <jansson.h>

#include "jsonutil.h"

struct vector_options {
    /* MSM strategy forced for every msm case ("naive", "pippenger", ...), or NULL for the
     * plan's choice. */
    const char *strategy;
};

/* Runs every case of one parsed file. Returns 0 when the file could be run (cases may still
 * fail; they are counted in tally), or -1 with a message on stderr when the file itself is
 * unusable (missing fields, an unsupported strategy). */
typedef int (*vector_suite_fn)(const json_t *root, const struct vector_options *opt,
                               struct vector_tally *tally);

struct vector_suite {
    const char *suite;
    const char *group; /* NULL: any group (the runner checks it) */
    vector_suite_fn run;
};

/* Runners, one file per module. */
int vectors_ristretto255_encoding(
    const json_t *root, const struct vector_options *opt,
    struct vector_tally *tally); /* cli/vectors/vectors_ristretto255.c */
int vectors_ristretto255_hash_to_curve(const json_t *root, const struct vector_options *opt,
                                       struct vector_tally *tally);
int vectors_msm(const json_t *root, const struct vector_options *opt,
                struct vector_tally *tally); /* cli/vectors/vectors_msm.c */
/* bulletproofs-plus/...: cli/vectors/vectors_bpp.c and cli/vectors/vectors_bpp_examples.c (spec-examples) */
int vectors_bpp_valid(const json_t *root, const struct vector_options *opt,
                      struct vector_tally *tally);
int vectors_bpp_negative(const json_t *root, const struct vector_options *opt,
                         struct vector_tally *tally);
int vectors_bpp_batches(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally);
int vectors_bpp_rejections(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally);
int vectors_bpp_generators(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally);
/* bulletproofs-plus/proofs: what `ecbatch bpp prove` writes (cli/vectors/vectors_bpp_proofs.c) */
int vectors_bpp_proofs(const json_t *root, const struct vector_options *opt,
                       struct vector_tally *tally);
int vectors_bpp_spec_proofs(const json_t *root, const struct vector_options *opt,
                            struct vector_tally *tally);
int vectors_bpp_spec_batch(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally);
int vectors_hashes(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally);
int vectors_blake3(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally);
int vectors_bls12_381_encoding(const json_t *root, const struct vector_options *opt,
                               struct vector_tally *tally);
int vectors_bls12_381_msm(const json_t *root, const struct vector_options *opt,
                          struct vector_tally *tally);
int vectors_bls12_381_hash_to_curve(const json_t *root, const struct vector_options *opt,
                                    struct vector_tally *tally);
int vectors_bls12_377_encoding(const json_t *root, const struct vector_options *opt,
                               struct vector_tally *tally);
int vectors_bls12_377_msm(const json_t *root, const struct vector_options *opt,
                          struct vector_tally *tally);
int vectors_bn254_msm(const json_t *root, const struct vector_options *opt,
                      struct vector_tally *tally);

int vectors_bte_profile(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally); /* cli/vectors/vectors_bte.c */
int vectors_bls_pairing(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally); /* cli/vectors/vectors_pairing.c */
int vectors_bls_signatures(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally); /* cli/vectors/vectors_bls.c */

/* Parses the JSON text[0..len) of one vector file, finds its suite ("suite" and "group") and
 * runs it, adding its cases to tally. Returns 0 when the file was run (cases may still have
 * failed), -1 when the runner refused it, or VECTORS_UNREADABLE when it is not JSON or its suite
 * is unknown (with a message naming `name` on stderr unless tally->quiet).
 * cli/vectors/vectors_reader.c. */
#define VECTORS_UNREADABLE (-2)
int vectors_run_buffer(const char *name, const char *text, size_t len,
                       const struct vector_options *opt, struct vector_tally *tally);

/* Runs every case of the KZG vectors folder dir (<function>/<suite>/<case>/data.yaml) with the
 * settings s, adding them to tally; a function folder it does not know, an unreadable case or a
 * folder beyond its bound counts as a failed case. Returns 0. cli/vectors/vectors_kzg.c. */
struct ecb_kzg_settings;
int vectors_kzg_dir(const char *dir, const struct ecb_kzg_settings *s, struct vector_tally *tally);

/* NULL-terminated table, in cli/vectors/vector_suites.c. */
extern const struct vector_suite vector_suites[];

int vectors_merlin_ristretto(
    const json_t *root, const struct vector_options *opt,
    struct vector_tally *tally); /* cli/vectors/vectors_merlin_ristretto.c */

#endif
