#!/usr/bin/python3
"""Writes the .npy fixtures that nd's tests read (run from nd/testdata).

The values are simple formulas so the Go tests can recompute them; keep the
two in step (see fixture_test.go).
"""
import numpy as np

def save(name, arr, version=None):
    with open(name, "wb") as f:
        np.lib.format.write_array(f, arr, version=version, allow_pickle=False)

# float32, C order, 3x4: 0.5*i - 1
save("f4_c.npy", (np.arange(12, dtype="<f4") * np.float32(0.5) - np.float32(1)).reshape(3, 4))
# float64, Fortran order, 2x3: (3*i + j) / 3
save("f8_f.npy", np.asfortranarray(np.arange(6, dtype="<f8").reshape(2, 3) / 3))
# float32 specials
save("f4_special.npy", np.array([np.nan, np.inf, -np.inf, -0.0, 1e-45, 3.4028235e38], dtype="<f4"))
# int64, C order, 2x5: i - 5
save("i8_c.npy", np.arange(-5, 5, dtype="<i8").reshape(2, 5))
# int32, Fortran order, 3x2x2: i*1000 - 5000 in C index order
save("i4_f.npy", np.asfortranarray((np.arange(12, dtype="<i4") * 1000 - 5000).reshape(3, 2, 2)))
# int16 and int8 extremes
save("i2_c.npy", np.array([-32768, -1, 0, 1, 32767], dtype="<i2"))
save("i1_c.npy", np.array([-128, -1, 0, 1, 127], dtype="i1"))
# unsigned extremes
save("u1_c.npy", np.array([0, 1, 255], dtype="u1"))
save("u2_f.npy", np.asfortranarray(np.array([[0, 1], [65534, 65535]], dtype="<u2")))
save("u4_c.npy", np.array([0, 1, 4294967295], dtype="<u4"))
save("u8_c.npy", np.array([0, 1, 18446744073709551615], dtype="<u8"))
# bool, 2x3: (i % 3 == 0)
save("b1_c.npy", (np.arange(6) % 3 == 0).reshape(2, 3))
# big-endian files (NumPy writes them as-is; kern converts on read)
save("f8_be.npy", np.arange(4, dtype=">f8") + 0.25)
save("i4_be.npy", np.array([-2, -1, 0, 1, 2**31 - 1], dtype=">i4"))
# format version 2.0, float64 2x2: i + 0.5
save("f8_v2.npy", np.arange(4, dtype="<f8").reshape(2, 2) + 0.5, version=(2, 0))
# 0-d and empty arrays
save("f8_scalar.npy", np.array(3.5, dtype="<f8"))
save("f4_empty.npy", np.zeros((0, 3), dtype="<f4"))
# float16, C order, 2x3: i/4 - 0.5; and float16 specials, big-endian
save("f2_c.npy", (np.arange(6, dtype="<f2") / np.float16(4) - np.float16(0.5)).reshape(2, 3))
save("f2_be.npy", np.array([np.nan, np.inf, -np.inf, -0.0, 6e-08, 65504, 0.1], dtype=">f2"))
