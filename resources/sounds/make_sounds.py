#!/usr/bin/env python3
"""Synthesises the program's sounds into this folder as short, quiet WAV files.

Plain Python (standard library only), deterministic: running it again gives the same bytes.
The WAVs are checked in next to it and embedded in the program (ui/CMakeLists.txt).
    python3 resources/sounds/make_sounds.py
"""

import math
import os
import random
import struct
import wave

RATE = 22050
PEAK = 0.28  # well under full scale: a move sound must not startle


def tone(freq, seconds, decay, harmonics=(1.0,), attack=0.004):
    """A sine (with overtones) that starts softly and dies away exponentially."""
    out = []
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * decay) * min(1.0, t / attack)
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(env * v / sum(harmonics))
    return out


def knock(freq, seconds, seed, noise=0.35):
    """A wooden knock: a low, fast-dying tone with a short burst of noise at its start."""
    rnd = random.Random(seed)
    body = tone(freq, seconds, decay=38.0, harmonics=(1.0, 0.45, 0.2), attack=0.001)
    for i in range(len(body)):
        t = i / RATE
        body[i] = body[i] * (1 - noise) + noise * rnd.uniform(-1, 1) * math.exp(-t * 260.0)
    return body


def mix(*parts):
    """Adds (offset_seconds, samples) parts into one track."""
    length = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def write(name, samples, gain=1.0):
    top = max(abs(v) for v in samples) or 1.0
    scale = PEAK * gain / top
    fade = int(RATE * 0.01)  # no click at the end
    frames = bytearray()
    for i, v in enumerate(samples):
        if i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(round(v * scale * 32767)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


def main():
    write("move", knock(520, 0.12, seed=1), gain=0.8)
    # A capture is a heavier knock with a second piece striking just after.
    write("capture", mix((0.0, knock(380, 0.16, seed=2, noise=0.45)),
                         (0.035, knock(300, 0.14, seed=3, noise=0.45))))
    # Castling: the king, then the rook.
    write("castle", mix((0.0, knock(520, 0.12, seed=4)), (0.11, knock(440, 0.12, seed=5))),
          gain=0.85)
    write("check", mix((0.0, tone(880, 0.18, 14.0, (1.0, 0.3))),
                       (0.09, tone(1175, 0.22, 12.0, (1.0, 0.3)))), gain=0.7)
    notes = (523.25, 659.25, 783.99)  # C5 E5 G5
    write("game-start", mix(*[(0.09 * k, tone(f, 0.25, 10.0, (1.0, 0.25)))
                              for k, f in enumerate(notes)]), gain=0.7)
    write("game-end", mix(*[(0.12 * k, tone(f, 0.35, 7.0, (1.0, 0.25)))
                            for k, f in enumerate(reversed(notes))]), gain=0.7)
    beep = tone(1000, 0.07, 20.0, (1.0,))
    write("low-time", mix((0.0, beep), (0.14, beep), (0.28, beep)), gain=0.6)
    write("illegal", tone(165, 0.15, 16.0, (1.0, 0.5, 0.33, 0.25)), gain=0.6)


if __name__ == "__main__":
    main()
