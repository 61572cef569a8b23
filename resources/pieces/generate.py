#!/usr/bin/env python3
"""Writes the piece SVGs of both sets from one drawing per piece.

Each piece is drawn once on a 100x100 grid; White and Black differ only in their colours, so a
shape fix lands in both. Run from this folder after changing a drawing: python3 generate.py
"""

from pathlib import Path

# fill, outline, inner detail lines
COLOURS = {
    "w": ("#fbfaf5", "#1b1b1b", "#1b1b1b"),
    "b": ("#2c2b29", "#0c0c0c", "#e9e6dc"),
}

BASE = '<path d="M21 91 Q21 82 30 81 H70 Q79 82 79 91 Z"/>'

CLASSIC = {
    "P": f"""
<path d="M38 81 C40 68 42 61 44 55 H56 C58 61 60 68 62 81 Z"/>
{BASE}
<ellipse cx="50" cy="54" rx="13" ry="4.5"/>
<circle cx="50" cy="36" r="13"/>
<path class="d" d="M31 81.5 H69 M38.5 55.5 Q50 60 61.5 55.5"/>""",
    "R": """
<path d="M19 91 V85 Q19 80 24 80 H76 Q81 80 81 85 V91 Z"/>
<rect x="26" y="72" width="48" height="8" rx="2"/>
<path d="M32 72 L35 40 H65 L68 72 Z"/>
<rect x="29" y="33" width="42" height="7" rx="2"/>
<path d="M27 33 V15 H36 V21 H44 V15 H56 V21 H64 V15 H73 V33 Z"/>
<path class="d" d="M35 64 H65 M36 48 H64 M23 80.5 H77 M29 72 H71 M32 40 H68 M30 33 H70"/>""",
    "B": f"""
<path d="M37 81 C35 71 38 64 42 59 H58 C62 64 65 71 63 81 Z"/>
{BASE}
<ellipse cx="50" cy="58" rx="14" ry="4.5"/>
<path d="M50 15 C39 26 34 36 36 44 C37 50 42 54 50 54 C58 54 63 50 64 44 C66 36 61 26 50 15 Z"/>
<circle cx="50" cy="12" r="4.5"/>
<path class="d" d="M57 27 L47 39 M42 47 Q50 50 58 47 M31 81.5 H69 M38 60.5 Q50 64 62 60.5"/>""",
    "N": f"""
{BASE}
<path d="M33 81 C32 71 38 64 45 58 C39 56 33 58 28 59 C23 60 18 57 17 52 C16 48 18 45 21 42
         L34 27 L36 14 L45 21 C61 18 77 29 78 51 C79 63 76 72 73 81 Z"/>
<path class="d" d="M49 24 C63 27 71 38 71 53 C71 63 69 71 67 78 M31 81.5 H71"/>
<ellipse class="f" cx="34" cy="35" rx="2.6" ry="3.2" transform="rotate(35 34 35)"/>
<circle class="f" cx="21.5" cy="48.5" r="1.8"/>""",
    "Q": f"""
{BASE}
<path d="M30 81 L22 39 L35 59 L37 33 L46 57 L50 30 L54 57 L63 33 L65 59 L78 39 L70 81 Z"/>
<circle cx="22" cy="35" r="4.5"/>
<circle cx="37" cy="29" r="4.5"/>
<circle cx="50" cy="25" r="4.5"/>
<circle cx="63" cy="29" r="4.5"/>
<circle cx="78" cy="35" r="4.5"/>
<path class="d" d="M29 73 Q50 66 71 73 M31 81.5 H69"/>""",
    "K": f"""
{BASE}
<path d="M33 81 L30 57 H70 L67 81 Z"/>
<rect x="27" y="52" width="46" height="6" rx="2"/>
<path d="M28 52 C24 42 30 35 40 37 C44 38 48 41 50 45 C52 41 56 38 60 37 C70 35 76 42 72 52 Z"/>
<path d="M47 11 H53 V17 H59 V23 H53 V41 H47 V23 H41 V17 H47 Z"/>
<path class="d" d="M33 72 Q50 66 67 72 M31 81.5 H69 M29 52 H71 M31 58 H69"/>""",
}

SIMPLE_BASE = '<rect x="22" y="79" width="56" height="11" rx="3"/>'

SIMPLE = {
    "P": f"""{SIMPLE_BASE}
<path d="M40 79 L44 52 H56 L60 79 Z"/>
<circle cx="50" cy="40" r="14"/>""",
    "R": f"""{SIMPLE_BASE}
<path d="M31 79 V40 H69 V79 Z"/>
<path d="M27 42 V17 H37 V25 H45 V17 H55 V25 H63 V17 H73 V42 Z"/>""",
    "B": f"""{SIMPLE_BASE}
<path d="M39 79 L43 60 H57 L61 79 Z"/>
<path d="M50 13 C36 26 31 38 33 47 C35 56 42 61 50 61 C58 61 65 56 67 47 C69 38 64 26 50 13 Z"/>
<path class="d" d="M58 28 L46 42"/>""",
    "N": f"""{SIMPLE_BASE}
<path d="M34 79 V58 L20 52 V40 L38 20 V12 L48 18 C64 18 74 32 74 50 V79 Z"/>
<circle class="f" cx="39" cy="34" r="3"/>""",
    "Q": f"""{SIMPLE_BASE}
<path d="M30 79 L22 32 L38 52 L50 24 L62 52 L78 32 L70 79 Z"/>""",
    "K": f"""{SIMPLE_BASE}
<path d="M30 79 L26 42 H74 L70 79 Z"/>
<path d="M45 10 H55 V20 H65 V30 H55 V42 H45 V30 H35 V20 H45 Z"/>""",
}


def svg(body, colour):
    fill, line, detail = COLOURS[colour]
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
<g fill="{fill}" stroke="{line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
{body.strip()}
</g>
</svg>
""".replace('<path class="d"', f'<path fill="none" stroke="{detail}" stroke-width="2.5"') \
   .replace('class="f"', f'fill="{detail}" stroke="none"')


def main():
    here = Path(__file__).parent
    for name, pieces in (("classic", CLASSIC), ("simple", SIMPLE)):
        folder = here / name
        folder.mkdir(exist_ok=True)
        for letter, body in pieces.items():
            for colour in COLOURS:
                (folder / f"{colour}{letter}.svg").write_text(svg(body, colour))


if __name__ == "__main__":
    main()
