#define _XOPEN_SOURCE 700 /* realpath */
#include "cli_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_secret.h"

int cli_is_stdout(const char *path) {
    return path != NULL && strcmp(path, "-") == 0;
}

uint8_t *cli_read_file(const char *who, const char *path, size_t *len) {
    int from_stdin = path == NULL || strcmp(path, "-") == 0;
    const char *name = from_stdin ? "standard input" : path;
    FILE *f = from_stdin ? stdin : fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: %s: cannot open: %s\n", who, name, strerror(errno));
        return NULL;
    }
    struct stat sb;
    if (!from_stdin && fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "%s: %s: is a directory, not a file\n", who, name);
        fclose(f);
        return NULL;
    }
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    int failed = 0;
    for (;;) {
        if (n + 1 >= cap) {
            size_t ncap = cap ? 2 * cap : 4096;
            uint8_t *nb = ncap <= CLI_MAX_FILE_BYTES + 1 ? realloc(buf, ncap) : NULL;
            if (nb == NULL) {
                fprintf(stderr, "%s: %s: larger than %zu bytes\n", who, name, CLI_MAX_FILE_BYTES);
                failed = 1;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    if (!failed && ferror(f)) {
        fprintf(stderr, "%s: %s: read error: %s\n", who, name, strerror(errno));
        failed = 1;
    }
    if (!from_stdin) fclose(f);
    if (failed) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* The folder of path ("." when it has none), in a fresh buffer. */
static char *folder_of(const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = slash == NULL ? 1 : slash == path ? 1 : (size_t)(slash - path);
    char *dir = malloc(n + 1);
    if (dir == NULL) return NULL;
    memcpy(dir, slash == NULL ? "." : path, n);
    dir[n] = '\0';
    return dir;
}

/* The last component of path (after its last '/'). */
static const char *base_of(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash == NULL ? path : slash + 1;
}

/* path with every link and "." / ".." resolved, also when it does not exist yet: a dangling
 * link is followed to its target, and a missing name is appended to its resolved folder. NULL
 * when the folder cannot be resolved either (nothing can be written there) or out of memory. */
static char *resolve_path(const char *path) {
    char cur[PATH_MAX], next[PATH_MAX];
    if (snprintf(cur, sizeof cur, "%s", path) >= (int)sizeof cur) return NULL;
    for (int hops = 0; hops < 40; hops++) { /* 40: the kernel's own limit on links */
        char *r = realpath(cur, NULL);
        if (r != NULL) return r;
        ssize_t k = readlink(cur, next, sizeof next - 1);
        if (k < 0) break; /* not a link: a missing name */
        next[k] = '\0';
        if (next[0] != '/') {
            char *dir = folder_of(cur), target[PATH_MAX];
            if (dir == NULL) return NULL;
            int w = snprintf(target, sizeof target, "%s/%s", dir, next);
            free(dir);
            if (w >= (int)sizeof target) return NULL;
            memcpy(next, target, (size_t)w + 1);
        }
        memcpy(cur, next, strlen(next) + 1);
    }
    char *dir = folder_of(cur), *rdir = dir != NULL ? realpath(dir, NULL) : NULL;
    free(dir);
    if (rdir == NULL) return NULL;
    size_t n = strlen(rdir) + strlen(base_of(cur)) + 2;
    char *out = malloc(n);
    if (out != NULL) snprintf(out, n, "%s/%s", strcmp(rdir, "/") ? rdir : "", base_of(cur));
    free(rdir);
    return out;
}

int cli_check_not_input(const char *who, const char *path, const char *const *inputs,
                        size_t n_inputs) {
    if (cli_is_stdout(path)) return 0;
    struct stat so, si;
    int out_exists = stat(path, &so) == 0, resolved = 0, rc = 0;
    char *rout = NULL;
    for (size_t i = 0; rc == 0 && i < n_inputs; i++) {
        const char *in = inputs[i];
        int same;
        if (in == NULL || !strcmp(in, "-")) continue;
        if (out_exists && stat(in, &si) == 0) {
            same = so.st_dev == si.st_dev && so.st_ino == si.st_ino;
        } else {
            if (!resolved) rout = resolve_path(path), resolved = 1;
            char *rin = resolve_path(in);
            same = rout != NULL && rin != NULL && strcmp(rout, rin) == 0;
            free(rin);
        }
        if (same) {
            fprintf(stderr, "%s: output %s is the same file as input %s; not written\n", who, path,
                    in);
            rc = -1;
        }
    }
    free(rout);
    return rc;
}

int cli_check_output(const char *who, const char *path, unsigned flags) {
    struct stat sb;
    if (cli_is_stdout(path)) return 0;
    if (path[0] == '\0' || path[strlen(path) - 1] == '/') {
        fprintf(stderr, "%s: '%s': not a file name\n", who, path);
        return -1;
    }
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "%s: %s: is a directory, not a file\n", who, path);
        return -1;
    }
    int exists = lstat(path, &sb) == 0, force = (flags & CLI_WRITE_FORCE) != 0;
    if ((flags & CLI_WRITE_SECRET) && !force && exists) {
        fprintf(stderr, "%s: %s: exists and holds a secret; not replaced (use --force)\n", who,
                path);
        return -1;
    }
    const char *kind = exists && !force ? cli_file_secret_kind(path) : NULL;
    if (kind != NULL) {
        fprintf(stderr, "%s: %s: holds %s; not replaced (use --force)\n", who, path, kind);
        return -1;
    }
    char *dir = folder_of(path);
    int ok = dir != NULL && access(dir, W_OK | X_OK) == 0;
    if (!ok)
        fprintf(stderr, "%s: %s: folder %s is not writable: %s\n", who, path, dir ? dir : "?",
                dir ? strerror(errno) : "out of memory");
    free(dir);
    return ok ? 0 : -1;
}

static int write_all(int fd, const uint8_t *p, size_t len) {
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

int cli_write_atomic(const char *who, const char *path, const void *data, size_t len,
                     unsigned flags) {
    if (cli_check_output(who, path, flags) != 0) return -1;
    if (cli_is_stdout(path)) {
        if (fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0) return 0;
        fprintf(stderr, "%s: standard output: write failed: %s\n", who, strerror(errno));
        return -1;
    }
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: %s: out of memory\n", who, path);
        return -1;
    }
    /* dir/.name.XXXXXX: hidden, in the same folder (so the rename is atomic) */
    const char *slash = strrchr(path, '/');
    int dlen = slash == NULL ? 0 : (int)(slash - path) + 1;
    snprintf(tmp, plen + 16, "%.*s.%s.XXXXXX", dlen, path, path + dlen);
    const char *step = NULL;
    int err = 0, fd = mkstemp(tmp); /* mode 0600 */
    if (fd < 0) step = "cannot create a temporary file", err = errno;
    if (step == NULL && !(flags & CLI_WRITE_SECRET)) {
        mode_t mask = umask(0);
        umask(mask);
        if (fchmod(fd, 0666 & ~mask) != 0) step = "cannot set the mode", err = errno;
    }
    if (step == NULL && write_all(fd, data, len) != 0) step = "write failed", err = errno;
    if (step == NULL && fsync(fd) != 0) step = "cannot flush to disk", err = errno;
    if (fd >= 0 && close(fd) != 0 && step == NULL) step = "write failed", err = errno;
    if (step == NULL && (flags & CLI_WRITE_SECRET) && !(flags & CLI_WRITE_FORCE)) {
        /* link fails when path exists: an existing secret is never replaced */
        if (link(tmp, path) != 0)
            step = errno == EEXIST ? "exists and holds a secret; not replaced (use --force)"
                                   : "cannot link the temporary file to it",
            err = errno == EEXIST ? 0 : errno;
    } else if (step == NULL) {
        if (rename(tmp, path) == 0)
            tmp[0] = '\0'; /* nothing left to remove */
        else
            step = "cannot rename the temporary file onto it", err = errno;
    }
    if (fd >= 0 && tmp[0] != '\0') unlink(tmp);
    free(tmp);
    if (step == NULL) return 0;
    fprintf(stderr, "%s: %s: %s%s%s\n", who, path, step, err ? ": " : "", err ? strerror(err) : "");
    return -1;
}
