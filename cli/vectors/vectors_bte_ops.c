/* Suite "threshold-decryption/profile-v1": the "ops" texts of primitives.transcript and
 * primitives.scalar_from_transcript, read and run (see vectors_bte.h). The language, as the
 * file writes it:
 *
 *   top   := "scalar_from_transcript(" chain ", " str ")"
 *          | chain [", first " N " bytes"] [", then summarize and noise(" str ")"]
 *   chain := ( "new(" str ")" | "resume(summary of " chain ")" ) { "." method }
 *   method:= "commit(" data ")" | "noise(" str ")"
 *   data  := item { " || " item }
 *   item  := str | N " bytes of 0x" HH | N " zero bytes" | HEX (bare hex digits)
 *   str   := '"' characters ('\' escapes the next one) '"' */
#include <stdlib.h>
#include <string.h>

#include "bte/bte_varint.h"
#include "vectors_bte.h"

#define OPS_MAX_DATA (1u << 20)

struct cursor {
    const char *p;
};

static int eat(struct cursor *c, const char *word) {
    size_t n = strlen(word);
    if (strncmp(c->p, word, n) != 0) return 0;
    c->p += n;
    return 1;
}

static void record(struct bvt_ops *o, int v0, const void *data, size_t len) {
    uint8_t **b = v0 ? &o->v0 : &o->v1;
    size_t *n = v0 ? &o->v0_len : &o->v1_len;
    uint8_t *bigger = o->failed ? NULL : realloc(*b, *n + len + 1);
    if (bigger == NULL) {
        o->failed = 1;
        return;
    }
    *b = bigger;
    if (len) memcpy(*b + *n, data, len);
    *n += len;
}

/* the bytes of str into buf (no terminator); returns the length or -1 */
static long parse_str(struct cursor *c, uint8_t *buf, size_t cap) {
    size_t n = 0;
    if (*c->p != '"') return -1;
    for (c->p++; *c->p != '"'; c->p++) {
        if (*c->p == '\\') c->p++;
        if (*c->p == 0 || n == cap) return -1;
        buf[n++] = (uint8_t)*c->p;
    }
    c->p++;
    return (long)n;
}

static long parse_number(struct cursor *c) {
    char *end;
    unsigned long v = strtoul(c->p, &end, 10);
    if (end == c->p || v > OPS_MAX_DATA) return -1;
    c->p = end;
    return (long)v;
}

static int hexval(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    return -1;
}

/* data items appended to buf (cap bytes); returns the total length or -1 */
static long parse_data(struct cursor *c, uint8_t *buf, size_t cap) {
    size_t n = 0;
    do {
        if (*c->p == '"') {
            long k = parse_str(c, buf + n, cap - n);
            if (k < 0) return -1;
            n += (size_t)k;
            continue;
        }
        const char *start = c->p;
        long count = parse_number(c);
        int byte = -1;
        if (count >= 0 && eat(c, " bytes of 0x") && hexval(c->p[0]) >= 0 && hexval(c->p[1]) >= 0) {
            byte = hexval(c->p[0]) * 16 + hexval(c->p[1]);
            c->p += 2;
        } else if (count >= 0 && eat(c, " zero bytes")) {
            byte = 0;
        }
        if (byte >= 0) {
            if ((size_t)count > cap - n) return -1;
            memset(buf + n, byte, (size_t)count);
            n += (size_t)count;
            continue;
        }
        c->p = start; /* bare hex */
        if (hexval(c->p[0]) < 0) return -1;
        while (hexval(c->p[0]) >= 0 && hexval(c->p[1]) >= 0) {
            if (n == cap) return -1;
            buf[n++] = (uint8_t)(hexval(c->p[0]) * 16 + hexval(c->p[1]));
            c->p += 2;
        }
    } while (eat(c, " || "));
    return (long)n;
}

/* data and its length suffix in both records: rev(LEB128(len)) (profile), LEB128(len) (V0) */
static void record_commit(struct bvt_ops *o, const uint8_t *data, size_t len) {
    uint8_t suffix[10], leb[10];
    size_t k = 0;
    uint64_t x = len;
    do {
        leb[k] = (uint8_t)(x & 0x7f);
        x >>= 7;
        if (x) leb[k] |= 0x80;
        k++;
    } while (x);
    record(o, 0, data, len);
    record(o, 0, suffix, bte_length_suffix(suffix, len));
    record(o, 1, data, len);
    record(o, 1, leb, k);
}

static void commit(struct bvt_ops *o, const uint8_t *data, size_t len) {
    bte_transcript_commit(&o->tr, data, len);
    record_commit(o, data, len);
    o->last_commit_len = len;
    o->commits++;
}

static int parse_chain(struct cursor *c, struct bvt_ops *o, uint8_t *buf, size_t cap) {
    long n;
    if (eat(c, "new(")) {
        if ((n = parse_str(c, buf, cap)) < 0 || !eat(c, ")")) return -1;
        bte_transcript_new(&o->tr, buf, (size_t)n);
        o->v1_len = o->v0_len = 0;
        record(o, 0, "\0", 1);
        record(o, 1, "\0", 1);
        record_commit(o, buf, (size_t)n);
        o->keyed = 0;
    } else if (eat(c, "resume(summary of ")) {
        if (parse_chain(c, o, buf, cap) != 0 || o->has_noise || !eat(c, ")")) return -1;
        bte_transcript_summarize(&o->tr, o->key);
        bte_transcript_resume(&o->tr, o->key);
        o->v1_len = o->v0_len = 0;
        record(o, 0, "\1", 1);
        record(o, 1, "\1", 1);
        o->keyed = 1;
    } else {
        return -1;
    }
    o->commits = 0;
    while (eat(c, ".")) {
        if (o->has_noise) return -1; /* noise ends a chain */
        if (eat(c, "commit(")) {
            if ((n = parse_data(c, buf, cap)) < 0 || !eat(c, ")")) return -1;
            commit(o, buf, (size_t)n);
        } else if (eat(c, "noise(")) {
            if ((n = parse_str(c, o->noise, sizeof o->noise)) < 0 || !eat(c, ")")) return -1;
            o->noise_len = (size_t)n;
            o->has_noise = 1;
        } else {
            return -1;
        }
    }
    return o->failed ? -1 : 0;
}

int bvt_ops_parse(struct bvt_ops *o, const char *text) {
    memset(o, 0, sizeof *o);
    struct cursor c = {text};
    uint8_t *buf = malloc(OPS_MAX_DATA);
    int rc = -1;
    long n;
    if (buf == NULL) return -1;
    if (eat(&c, "scalar_from_transcript(")) {
        if (parse_chain(&c, o, buf, OPS_MAX_DATA) != 0 || o->has_noise || !eat(&c, ", ") ||
            (n = parse_str(&c, o->noise, sizeof o->noise)) < 0 || !eat(&c, ")"))
            goto out;
        o->noise_len = (size_t)n;
        o->has_noise = o->scalar = 1;
    } else {
        if (parse_chain(&c, o, buf, OPS_MAX_DATA) != 0) goto out;
        if (eat(&c, ", first ")) {
            if ((n = parse_number(&c)) <= 0 || !eat(&c, " bytes")) goto out;
            o->first = (size_t)n;
        }
        if (eat(&c, ", then summarize and noise(")) {
            if (o->has_noise || (n = parse_str(&c, o->noise, sizeof o->noise)) < 0 || !eat(&c, ")"))
                goto out;
            o->noise_len = (size_t)n;
            o->has_noise = 1;
        }
    }
    rc = *c.p == 0 ? 0 : -1;
out:
    free(buf);
    if (rc != 0) bvt_ops_free(o);
    return rc;
}

void bvt_ops_free(struct bvt_ops *o) {
    free(o->v1);
    free(o->v0);
    o->v1 = o->v0 = NULL;
}
