"""A small deterministic random number generator that lives inside the game state.

SplitMix64: one integer of state, so a state can be copied, hashed and saved exactly.
The state may be up to 128 bits wide: its low 64 bits are SplitMix64's counter, and the
high 64 bits (a key, zero for a small seed) scramble each output once more. A match's seed
thus has 128 bits, too many to find by trying seeds against an opening hand, while a seed
below 2**64 gives exactly the SplitMix64 sequence it always gave.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
SEED_MASK = (1 << 128) - 1  # the widest seed: counter and key


def _mix(z: int) -> int:
    """SplitMix64's output function (a bijection on 64 bits)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(slots=True)
class Rng:
    state: int

    def next_u64(self) -> int:
        key = self.state >> 64
        counter = (self.state + 0x9E3779B97F4A7C15) & _MASK
        self.state = (key << 64) | counter
        z = _mix(counter)
        return _mix(z ^ key) if key else z

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def die(self) -> int:
        return self.below(6) + 1
