"""EIP-4844 KZG (ecbatch.kzg) against the shared vectors (kzg: c-kzg-4844's cases): every
verify_kzg_proof and compute_blob_kzg_proof case, a blob proof made, verified alone and in a
batch, and the errors with their kinds and arguments; EIP-7594: every case of compute_cells,
compute_cells_and_kzg_proofs, recover_cells_and_kzg_proofs and verify_cell_kzg_proof_batch. The
data.yaml files are read with a line reader (their keys hold one quoted hex string, a list of
them, a list of two such lists, a list of integers, or true/false/null)."""
import os
import unittest

from ecbatch import EcbatchError, InvalidInputError, InvalidProofError, WrongLength, kzg

from vectors import DIR

SETUP = os.path.join(DIR, "kzg", "trusted_setup.txt")
_settings = None


def settings():
    global _settings
    if _settings is None:
        _settings = kzg.Settings(SETUP)
    return _settings


def read_case(path):
    """{key: value} of data.yaml: a value is bytes, a list of bytes, or True/False/None."""
    out, key = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            text = line.strip()
            if text.startswith("- "):
                out.setdefault(key, []).append(bytes.fromhex(text[2:].strip("'")[2:]))
                continue
            k, _, v = text.partition(":")
            key, v = k.strip(), v.strip()
            if v.startswith("'0x"):
                out[key] = bytes.fromhex(v.strip("'")[2:])
            elif v in ("true", "false", "null"):
                out[key] = {"true": True, "false": False, "null": None}[v]
    return out


def read_cells_case(path):
    """{key: value} of an EIP-7594 data.yaml: bytes, a list of bytes, a list of two lists (the
    cells and the proofs), a list of integers ([0, 2, ...] over one or more lines), or
    True/False/None."""
    out, key, flow = {}, None, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            text = line.strip()
            if flow is not None:
                flow += text
            elif text.startswith("- - "):
                out.setdefault(key, []).append([bytes.fromhex(text[4:].strip("'")[2:])])
                continue
            elif text.startswith("- ") and isinstance(out.get(key, [None])[-1], list):
                out[key][-1].append(bytes.fromhex(text[2:].strip("'")[2:]))
                continue
            elif text.startswith("- "):
                out.setdefault(key, []).append(bytes.fromhex(text[2:].strip("'")[2:]))
                continue
            else:
                k, _, v = text.partition(":")
                key, v = k.strip(), v.strip()
                if v.startswith("'0x"):
                    out[key] = bytes.fromhex(v.strip("'")[2:])
                elif v in ("true", "false", "null"):
                    out[key] = {"true": True, "false": False, "null": None}[v]
                elif v.startswith("["):
                    flow = v
            if flow is not None and flow.endswith("]"):
                out[key] = [int(x) for x in flow[1:-1].split(",") if x.strip()]
                flow = None
    return out


def cases(function, reader=read_case):
    folder = os.path.join(DIR, "kzg", "tests", function, "kzg-mainnet")
    names = sorted(os.listdir(folder))
    assert names, folder
    return [(n, reader(os.path.join(folder, n, "data.yaml"))) for n in names]


class TestKzg(unittest.TestCase):
    def test_verify_kzg_proof(self):
        s, seen = settings(), {True: 0, False: 0, None: 0}
        for name, c in cases("verify_kzg_proof"):
            try:
                s.verify_proof(c["commitment"], c["z"], c["y"], c["proof"])
                got = True
            except InvalidProofError:
                got = False
            except (InvalidInputError, WrongLength):
                got = None
            self.assertEqual(got, c["output"], name)
            seen[got] += 1
        self.assertEqual(seen, {True: 54, False: 48, None: 20})

    def test_compute_blob_kzg_proof(self):
        s, made = settings(), 0
        for name, c in cases("compute_blob_kzg_proof"):
            if c["output"] is None:
                with self.assertRaises(EcbatchError, msg=name):
                    s.compute_blob_proof(c["blob"], c["commitment"])
                continue
            self.assertEqual(s.compute_blob_proof(c["blob"], c["commitment"]), c["output"], name)
            made += 1
        self.assertEqual(made, 7)

    def test_round_trip_and_batch(self):
        s = settings()
        blob = bytearray(kzg.BYTES_PER_BLOB)
        for i in range(0, len(blob), 32 * 97):
            blob[i + 31] = i % 251
        blob = bytes(blob)
        c = s.blob_to_commitment(blob)
        p = s.compute_blob_proof(blob, c)
        s.verify_blob_proof(blob, c, p)
        s.verify_blob_proof_batch([blob, bytes(kzg.BYTES_PER_BLOB)], [c, bytes([0xc0]) + bytes(47)],
                                  [p, bytes([0xc0]) + bytes(47)])
        s.verify_blob_proof_batch([], [], [])
        proof, y = s.compute_proof(blob, bytes(31) + b"\x07")
        s.verify_proof(c, bytes(31) + b"\x07", y, proof)
        with self.assertRaises(InvalidProofError):
            s.verify_blob_proof_batch([blob, blob], [c, c], [p, c])
        with self.assertRaises(InvalidProofError):
            s.verify_proof(c, bytes(31) + b"\x07", bytes(32), proof)

    def test_errors(self):
        s = settings()
        with self.assertRaises(EcbatchError) as e:
            s.blob_to_commitment(bytes(kzg.BYTES_PER_BLOB - 1))
        self.assertEqual(e.exception.name, "wrong_length")
        r = bytes.fromhex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")
        with self.assertRaises(InvalidInputError) as e:
            s.blob_to_commitment(r + bytes(kzg.BYTES_PER_BLOB - 32))
        self.assertEqual(e.exception.name, "scalar_out_of_range")
        with self.assertRaises(WrongLength):
            s.verify_proof(bytes(47), bytes(32), bytes(32), bytes(48))
        with self.assertRaises(EcbatchError) as e:
            s.verify_blob_proof_batch([bytes(kzg.BYTES_PER_BLOB)], [], [])
        self.assertEqual(e.exception.name, "wrong_length")
        with self.assertRaises(EcbatchError) as e:
            kzg.Settings.from_text(b"4096 64")
        self.assertEqual(e.exception.name, "setup_count")
        with self.assertRaises(EcbatchError) as e:
            kzg.Settings.from_bytes(bytes(48), bytes(96), bytes(48))
        self.assertEqual(e.exception.name, "wrong_length")
        with self.assertRaises(EcbatchError) as e:
            kzg.Settings(os.path.join(DIR, "kzg", "no-such-file"))
        self.assertEqual(e.exception.name, "io")

    def test_from_text_and_bytes(self):
        with open(SETUP, "rb") as f:
            text = f.read()
        t = kzg.Settings.from_text(text, threads=2)
        tokens = text.split()[2:]
        g1 = b"".join(bytes.fromhex(x.decode()) for x in tokens[:4096])
        g2 = b"".join(bytes.fromhex(x.decode()) for x in tokens[4096:4096 + 65])
        mono = b"".join(bytes.fromhex(x.decode()) for x in tokens[4096 + 65:])
        b = kzg.Settings.from_bytes(g1, g2, mono)
        blob = bytes(31) + b"\x02" + bytes(kzg.BYTES_PER_BLOB - 32)
        self.assertEqual(t.blob_to_commitment(blob), b.blob_to_commitment(blob))
        self.assertEqual(t.blob_to_commitment(blob), settings().blob_to_commitment(blob))

    def test_compute_cells_and_kzg_proofs(self):
        s, seen = settings(), {True: 0, None: 0}
        for name, c in cases("compute_cells_and_kzg_proofs", read_cells_case):
            if c["output"] is None:
                with self.assertRaises(EcbatchError, msg=name):
                    s.compute_cells_and_proofs(c["blob"])
                with self.assertRaises(EcbatchError, msg=name):
                    s.compute_cells(c["blob"])
                seen[None] += 1
                continue
            cells, proofs = s.compute_cells_and_proofs(c["blob"])
            self.assertEqual([cells, proofs], c["output"], name)
            self.assertEqual(s.compute_cells(c["blob"]), cells, name)
            seen[True] += 1
        self.assertEqual(seen, {True: 7, None: 4})

    def test_recover_cells_and_kzg_proofs(self):
        s, seen = settings(), {True: 0, None: 0}
        for name, c in cases("recover_cells_and_kzg_proofs", read_cells_case):
            if c["output"] is None:
                with self.assertRaises((InvalidInputError, WrongLength), msg=name):
                    s.recover_cells_and_proofs(c["cell_indices"], c.get("cells", []))
                seen[None] += 1
                continue
            got = s.recover_cells_and_proofs(c["cell_indices"], c["cells"])
            self.assertEqual(list(got), c["output"], name)
            seen[True] += 1
        self.assertEqual(seen, {True: 4, None: 14})
        with self.assertRaises(EcbatchError) as e:
            s.recover_cells_and_proofs([1, 0] + list(range(2, 64)), [bytes(2048)] * 64)
        self.assertEqual(e.exception.name, "index_order")
        with self.assertRaises(EcbatchError) as e:
            s.recover_cells_and_proofs(range(63), [bytes(2048)] * 63)
        self.assertEqual(e.exception.name, "too_few")
        with self.assertRaises(OverflowError):
            s.recover_cells_and_proofs([-1] + list(range(1, 64)), [bytes(2048)] * 64)

    def test_verify_cell_kzg_proof_batch(self):
        s, seen = settings(), {True: 0, False: 0, None: 0}
        for name, c in cases("verify_cell_kzg_proof_batch", read_cells_case):
            try:
                s.verify_cell_proof_batch(c.get("commitments", []), c.get("cell_indices", []),
                                          c.get("cells", []), c.get("proofs", []))
                got = True
            except InvalidProofError:
                got = False
            except (InvalidInputError, WrongLength):
                got = None
            self.assertEqual(got, c["output"], name)
            seen[got] += 1
        self.assertEqual(seen, {True: 12, False: 3, None: 17})

    def test_precompute(self):
        s = kzg.Settings(SETUP)
        blob = bytes(range(1, 32)) + b"\x05" + bytes(kzg.BYTES_PER_BLOB - 64) + bytes(31) + b"\x09"
        c = s.blob_to_commitment(blob)
        p = s.compute_blob_proof(blob, c)
        self.assertEqual(s.table_size, 0)
        with self.assertRaises(EcbatchError) as e:
            s.precompute(kzg.TABLE_MIN_BYTES - 1)
        self.assertEqual(e.exception.name, "invalid_argument")
        for budget in (8 * 4096 * 48, (1 << 64) - 1):
            s.precompute(budget)
            self.assertTrue(kzg.TABLE_MIN_BYTES <= s.table_size <= budget)
            self.assertEqual(s.blob_to_commitment(blob), c)
            self.assertEqual(s.compute_blob_proof(blob, c), p)
        s.precompute(0)
        self.assertEqual(s.table_size, 0)
        with self.assertRaises(OverflowError):
            s.precompute(-1)


if __name__ == "__main__":
    unittest.main()
