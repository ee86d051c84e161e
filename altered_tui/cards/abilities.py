"""The ability language of card files: keywords now, reactions and effects next."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Keywords(BaseModel):
    """Keyword abilities (CR 7.4) and the Fleeting/Cooldown spell keywords (CR 5.2.4)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    gigantic: bool = False  # 7.4.4: present in both Expeditions of its controller
    defender: bool = False  # 7.4.2: its Expedition can't move forward during Dusk
    eternal: bool = False  # 7.4.3: not sent to Reserve during Rest
    seasoned: bool = False  # 7.4.6: keeps boosts when going from Expedition to Reserve
    tough: int = Field(default=0, ge=0)  # 7.4.7: an opponent pays this much to target it
    fleeting: bool = False  # 2.4.6.b: a spell that gains Fleeting whenever played
    cooldown: bool = False  # 7.4.1: a spell that goes to Reserve exhausted
    scout: int | None = Field(default=None, ge=0)  # 7.4.5: may be played from Hand for X

    def names(self) -> list[str]:
        out = []
        for flag in ("gigantic", "defender", "eternal", "seasoned", "fleeting", "cooldown"):
            if getattr(self, flag):
                out.append(flag.capitalize())
        if self.tough:
            out.append(f"Tough {self.tough}")
        if self.scout is not None:
            out.append(f"Scout {self.scout}")
        return out
