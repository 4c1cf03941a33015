/* Reading one vector file: the JSON text, its suite, and the suite's runner (vector_suites.h).
 * `ecbatch vectors` and the fuzz target fuzz/fuzz_vectors_reader.c share this path. */
#include <stdio.h>
#include <string.h>

#include "cli_text.h"
#include "vector_suites.h"

static const struct vector_suite *find_suite(const char *suite, const char *group) {
    for (const struct vector_suite *s = vector_suites; s->suite != NULL; s++) {
        if (strcmp(s->suite, suite) != 0) continue;
        if (s->group == NULL || (group != NULL && strcmp(s->group, group) == 0)) return s;
    }
    return NULL;
}

int vectors_run_buffer(const char *name, const char *text, size_t len,
                       const struct vector_options *opt, struct vector_tally *tally) {
    json_error_t err;
    json_t *root = json_loadb_exact(text, len, &err);
    if (root == NULL) {
        char why[300];
        if (!tally->quiet)
            fprintf(stderr, "%s: cannot read: %s\n", name,
                    json_error_describe(&err, why, sizeof why));
        return VECTORS_UNREADABLE;
    }
    const char *suite = json_str(root, "suite");
    const char *group = json_str(root, "group");
    const struct vector_suite *s = suite ? find_suite(suite, group) : NULL;
    int rc = VECTORS_UNREADABLE;
    if (s == NULL) {
        if (!tally->quiet)
            fprintf(stderr, "%s: unknown suite '%s' (group '%s')\n", name,
                    cli_text(suite ? suite : ""), cli_text(group ? group : ""));
    } else {
        rc = s->run(root, opt, tally) == 0 ? 0 : -1;
    }
    json_decref(root);
    return rc;
}
