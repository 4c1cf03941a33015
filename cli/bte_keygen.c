/* ecbatch bte keygen: a trusted dealer's t-of-n dealing into a folder, DIR/public.bte and
 * DIR/share-<i>.bte for i < n (secrets: mode 0600). A folder holding a dealing (public.bte or
 * any share-<N>.bte) is refused without --force; with --force the new dealing replaces it:
 * the old dealing's shares beyond the new n are removed first, then the new dealing is
 * written, so the folder never mixes two dealings and a failed removal leaves no new dealing.
 * Only files recognised as shares (by content: share N in share-N.bte) are removed or
 * replaced: any other file named share-N.bte is refused, --force or not. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bte_cli.h"
#include "cli_file.h"
#include "cli_secret.h"
#include "cli_text.h"

#define WHO BTE_WHO " keygen"

/* The index N of a name share-N.bte (N in canonical decimal, below 2^31), or -1. */
static long share_name_index(const char *name) {
    const char *d = name + 6;
    long v = 0;
    if (strncmp(name, "share-", 6) != 0 || *d < '0' || *d > '9' || (d[0] == '0' && d[1] != '.'))
        return -1;
    for (; *d >= '0' && *d <= '9'; d++)
        if ((v = 10 * v + (*d - '0')) > 0x7fffffff) return -1;
    return strcmp(d, ".bte") == 0 ? v : -1;
}

/* 0 when dir/name, a share file's name for index i, holds share i; else -1 after a message. */
static int check_share_file(const char *dir, const char *name, long i) {
    char path[4096];
    uint32_t index;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (cli_file_share_index(path, &index) == 0 && index == (uint32_t)i) return 0;
    fprintf(stderr,
            WHO ": %s: not share %ld of a dealing (its content is not that share); neither "
                "removed nor replaced, --force or not: move it away\n",
            cli_text(path), i);
    return -1;
}

/* The files of a previous dealing in dir: *first names one of them (for a refusal, NULL when
 * there is none), and extra[0..*n_extra) receives the indices N >= n of its share files (they
 * are removed before a forced dealing). Every share-N.bte must hold share N. Returns 0, or -1
 * after a message. */
static int previous_dealing(const char *dir, long n, char *first, size_t first_len, long **extra,
                            size_t *n_extra) {
    DIR *d = opendir(dir);
    struct dirent *e;
    size_t cap = 0;
    *extra = NULL;
    *n_extra = 0;
    first[0] = '\0';
    if (d == NULL) {
        fprintf(stderr, WHO ": %s: cannot read the folder: %s\n", cli_text(dir), strerror(errno));
        return -1;
    }
    long best = -1; /* the rank of the file named in first */
    while ((e = readdir(d)) != NULL) {
        long i = share_name_index(e->d_name);
        if (i < 0 && strcmp(e->d_name, "public.bte") != 0) continue;
        if (i >= 0 && check_share_file(dir, e->d_name, i) != 0) {
            closedir(d);
            return -1;
        }
        /* named: the lowest share the new dealing would replace, else public.bte, else the
         * lowest other share (the same answer whatever the folder's order) */
        long rank = i >= 0 && i < n ? i : i < 0 ? n : n + 1 + i;
        if (best < 0 || rank < best) {
            snprintf(first, first_len, "%s", e->d_name);
            best = rank;
        }
        if (i < n) continue;
        if (*n_extra == cap) {
            long *grown = realloc(*extra, (cap = cap ? 2 * cap : 16) * sizeof **extra);
            if (grown == NULL) {
                fprintf(stderr, WHO ": out of memory\n");
                closedir(d);
                return -1;
            }
            *extra = grown;
        }
        (*extra)[(*n_extra)++] = i;
    }
    closedir(d);
    return 0;
}

/* Removes the files a failed keygen wrote (a partial dealing is useless). */
static void remove_dealing(const char *dir, long written_shares, int public_written) {
    char path[4096];
    if (public_written) {
        snprintf(path, sizeof path, "%s/public.bte", dir);
        unlink(path);
    }
    for (long i = 0; i < written_shares; i++) {
        snprintf(path, sizeof path, "%s/share-%ld.bte", dir, i);
        unlink(path);
    }
}

/* The folder of the dealing: created (mode 0700) when missing; 0, or -1 after a message. */
static int dealing_folder(const char *dir) {
    struct stat sb;
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, WHO ": %s: cannot create: %s\n", cli_text(dir), strerror(errno));
        return -1;
    }
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, WHO ": --dir %s: not a directory\n", cli_text(dir));
        return -1;
    }
    return 0;
}

int bte_keygen_cmd(const struct bte_opts *o) {
    ecb_bte_variant v;
    char path[4096], first[256];
    if (ecb_bte_variant_parse(o->variant, &v) != ECB_OK || o->dir == NULL || o->t < 1 ||
        o->n < o->t) {
        fprintf(stderr, WHO ": need --t, --n (1 <= t <= n <= 1000), --dir and a variant minsig "
                            "or minpk\n");
        return CLI_EXIT_USAGE;
    }
    if (strlen(o->dir) > sizeof path - 32) {
        fprintf(stderr, WHO ": %s: folder name too long\n", cli_text(o->dir));
        return CLI_EXIT_USAGE;
    }
    long *extra = NULL;
    size_t n_extra = 0;
    if (dealing_folder(o->dir) != 0 ||
        previous_dealing(o->dir, o->n, first, sizeof first, &extra, &n_extra) != 0) {
        free(extra); /* what previous_dealing gathered before it failed */
        return CLI_EXIT_OUTPUT;
    }
    if (first[0] != '\0' && !o->force) {
        fprintf(stderr,
                WHO ": %s/%s: %s holds a dealing (its shares are secrets); not replaced (use "
                    "--force)\n",
                cli_text(o->dir), cli_text(first), cli_text(o->dir));
        free(extra);
        return CLI_EXIT_OUTPUT;
    }
    unsigned secret = CLI_WRITE_SECRET | (o->force ? CLI_WRITE_FORCE : 0);
    /* refuse before dealing (and before removing) when a file cannot be written */
    snprintf(path, sizeof path, "%s/public.bte", o->dir);
    if (cli_check_output(WHO, path, o->force ? CLI_WRITE_FORCE : 0) != 0) {
        free(extra);
        return CLI_EXIT_OUTPUT;
    }
    for (long i = 0; i < o->n; i++) {
        snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, i);
        if (cli_check_output(WHO, path, secret) != 0) {
            free(extra);
            return CLI_EXIT_OUTPUT;
        }
    }
    /* the old dealing's other shares go first: a failure here leaves no new dealing */
    for (size_t k = 0; k < n_extra; k++) {
        snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, extra[k]);
        if (unlink(path) != 0) {
            fprintf(stderr,
                    WHO ": %s: cannot remove the previous dealing's share: %s; no dealing "
                        "written\n",
                    cli_text(path), strerror(errno));
            free(extra);
            return CLI_EXIT_OUTPUT;
        }
        printf("removed %s (the previous dealing's)\n", cli_text(path));
    }
    ecb_bte_share *shares = malloc((size_t)o->n * sizeof *shares);
    ecb_bte_public *pub = NULL;
    int rc = CLI_EXIT_OUTPUT, public_written = 0;
    long written = 0;
    if (shares != NULL && ecb_bte_deal(&pub, shares, v, (uint32_t)o->t, (uint32_t)o->n) == ECB_OK) {
        size_t len = ecb_bte_public_encoded_size(pub);
        uint8_t *b = malloc(len + 1);
        if (b != NULL) {
            b[0] = (uint8_t)v;
            ecb_bte_public_encode(b + 1, pub);
            snprintf(path, sizeof path, "%s/public.bte", o->dir);
            public_written =
                cli_write_atomic(WHO, path, b, len + 1, o->force ? CLI_WRITE_FORCE : 0) == 0;
            free(b);
        }
        for (long i = 0; i < o->n && public_written && written == i; i++) {
            uint8_t enc[ECB_BTE_SHARE_MAX_BYTES];
            size_t n = ecb_bte_share_encode(enc, &shares[i]);
            snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, i);
            if (cli_write_atomic(WHO, path, enc, n, secret) == 0) written++;
            sodium_memzero(enc, sizeof enc);
        }
        if (public_written && written == o->n) {
            rc = CLI_EXIT_OK;
            printf("%s: %ld-of-%ld dealing written to %s (public.bte, share-0..%ld.bte)\n",
                   ecb_bte_variant_name(v), o->t, o->n, cli_text(o->dir), o->n - 1);
        } else {
            remove_dealing(o->dir, written, public_written);
        }
    } else {
        fprintf(stderr, WHO ": dealing failed\n");
    }
    if (shares != NULL) sodium_memzero(shares, (size_t)o->n * sizeof *shares);
    free(shares);
    free(extra);
    ecb_bte_public_free(pub);
    return rc;
}
