#include "movelist/nagwords.h"

#include <QCoreApplication>

#include <array>

namespace chess960::ui {

namespace {

// The meanings of NAGs 0 to 139 as the PGN standard lists them (section 10), worded for the
// screen; paired NAGs are White's then Black's.
constexpr std::array<const char*, 140> kWords{
    nullptr,
    QT_TRANSLATE_NOOP("Nag", "good move"),
    QT_TRANSLATE_NOOP("Nag", "mistake"),
    QT_TRANSLATE_NOOP("Nag", "brilliant move"),
    QT_TRANSLATE_NOOP("Nag", "blunder"),
    QT_TRANSLATE_NOOP("Nag", "interesting move"),
    QT_TRANSLATE_NOOP("Nag", "dubious move"),
    QT_TRANSLATE_NOOP("Nag", "forced move"),
    QT_TRANSLATE_NOOP("Nag", "the only move"),
    QT_TRANSLATE_NOOP("Nag", "worst move"),
    QT_TRANSLATE_NOOP("Nag", "drawish position"),
    QT_TRANSLATE_NOOP("Nag", "equal chances, quiet position"),
    QT_TRANSLATE_NOOP("Nag", "equal chances, active position"),
    QT_TRANSLATE_NOOP("Nag", "unclear position"),
    QT_TRANSLATE_NOOP("Nag", "White is slightly better"),
    QT_TRANSLATE_NOOP("Nag", "Black is slightly better"),
    QT_TRANSLATE_NOOP("Nag", "White is better"),
    QT_TRANSLATE_NOOP("Nag", "Black is better"),
    QT_TRANSLATE_NOOP("Nag", "White is winning"),
    QT_TRANSLATE_NOOP("Nag", "Black is winning"),
    QT_TRANSLATE_NOOP("Nag", "White has a crushing advantage"),
    QT_TRANSLATE_NOOP("Nag", "Black has a crushing advantage"),
    QT_TRANSLATE_NOOP("Nag", "White is in zugzwang"),
    QT_TRANSLATE_NOOP("Nag", "Black is in zugzwang"),
    QT_TRANSLATE_NOOP("Nag", "White has a slight space advantage"),
    QT_TRANSLATE_NOOP("Nag", "Black has a slight space advantage"),
    QT_TRANSLATE_NOOP("Nag", "White has a moderate space advantage"),
    QT_TRANSLATE_NOOP("Nag", "Black has a moderate space advantage"),
    QT_TRANSLATE_NOOP("Nag", "White has a decisive space advantage"),
    QT_TRANSLATE_NOOP("Nag", "Black has a decisive space advantage"),
    QT_TRANSLATE_NOOP("Nag", "White has a slight lead in development"),
    QT_TRANSLATE_NOOP("Nag", "Black has a slight lead in development"),
    QT_TRANSLATE_NOOP("Nag", "White has a lead in development"),
    QT_TRANSLATE_NOOP("Nag", "Black has a lead in development"),
    QT_TRANSLATE_NOOP("Nag", "White has a decisive lead in development"),
    QT_TRANSLATE_NOOP("Nag", "Black has a decisive lead in development"),
    QT_TRANSLATE_NOOP("Nag", "White has the initiative"),
    QT_TRANSLATE_NOOP("Nag", "Black has the initiative"),
    QT_TRANSLATE_NOOP("Nag", "White has a lasting initiative"),
    QT_TRANSLATE_NOOP("Nag", "Black has a lasting initiative"),
    QT_TRANSLATE_NOOP("Nag", "White has the attack"),
    QT_TRANSLATE_NOOP("Nag", "Black has the attack"),
    QT_TRANSLATE_NOOP("Nag", "White has insufficient compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "Black has insufficient compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "White has compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "Black has compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "White has more than enough compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "Black has more than enough compensation for the material"),
    QT_TRANSLATE_NOOP("Nag", "White controls the centre slightly better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the centre slightly better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the centre better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the centre better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the centre decisively"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the centre decisively"),
    QT_TRANSLATE_NOOP("Nag", "White controls the kingside slightly better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the kingside slightly better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the kingside better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the kingside better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the kingside decisively"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the kingside decisively"),
    QT_TRANSLATE_NOOP("Nag", "White controls the queenside slightly better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the queenside slightly better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the queenside better"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the queenside better"),
    QT_TRANSLATE_NOOP("Nag", "White controls the queenside decisively"),
    QT_TRANSLATE_NOOP("Nag", "Black controls the queenside decisively"),
    QT_TRANSLATE_NOOP("Nag", "White's first rank is vulnerable"),
    QT_TRANSLATE_NOOP("Nag", "Black's first rank is vulnerable"),
    QT_TRANSLATE_NOOP("Nag", "White's first rank is well protected"),
    QT_TRANSLATE_NOOP("Nag", "Black's first rank is well protected"),
    QT_TRANSLATE_NOOP("Nag", "White's king is poorly protected"),
    QT_TRANSLATE_NOOP("Nag", "Black's king is poorly protected"),
    QT_TRANSLATE_NOOP("Nag", "White's king is well protected"),
    QT_TRANSLATE_NOOP("Nag", "Black's king is well protected"),
    QT_TRANSLATE_NOOP("Nag", "White's king is poorly placed"),
    QT_TRANSLATE_NOOP("Nag", "Black's king is poorly placed"),
    QT_TRANSLATE_NOOP("Nag", "White's king is well placed"),
    QT_TRANSLATE_NOOP("Nag", "Black's king is well placed"),
    QT_TRANSLATE_NOOP("Nag", "White has a very weak pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "Black has a very weak pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "White has a weak pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "Black has a weak pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "White has a strong pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "Black has a strong pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "White has a very strong pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "Black has a very strong pawn structure"),
    QT_TRANSLATE_NOOP("Nag", "White has poor knight placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has poor knight placement"),
    QT_TRANSLATE_NOOP("Nag", "White has good knight placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has good knight placement"),
    QT_TRANSLATE_NOOP("Nag", "White has poor bishop placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has poor bishop placement"),
    QT_TRANSLATE_NOOP("Nag", "White has good bishop placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has good bishop placement"),
    QT_TRANSLATE_NOOP("Nag", "White has poor rook placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has poor rook placement"),
    QT_TRANSLATE_NOOP("Nag", "White has good rook placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has good rook placement"),
    QT_TRANSLATE_NOOP("Nag", "White has poor queen placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has poor queen placement"),
    QT_TRANSLATE_NOOP("Nag", "White has good queen placement"),
    QT_TRANSLATE_NOOP("Nag", "Black has good queen placement"),
    QT_TRANSLATE_NOOP("Nag", "White's pieces are poorly coordinated"),
    QT_TRANSLATE_NOOP("Nag", "Black's pieces are poorly coordinated"),
    QT_TRANSLATE_NOOP("Nag", "White's pieces are well coordinated"),
    QT_TRANSLATE_NOOP("Nag", "Black's pieces are well coordinated"),
    QT_TRANSLATE_NOOP("Nag", "White has played the opening very poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the opening very poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the opening poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the opening poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the opening well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the opening well"),
    QT_TRANSLATE_NOOP("Nag", "White has played the opening very well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the opening very well"),
    QT_TRANSLATE_NOOP("Nag", "White has played the middlegame very poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the middlegame very poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the middlegame poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the middlegame poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the middlegame well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the middlegame well"),
    QT_TRANSLATE_NOOP("Nag", "White has played the middlegame very well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the middlegame very well"),
    QT_TRANSLATE_NOOP("Nag", "White has played the ending very poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the ending very poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the ending poorly"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the ending poorly"),
    QT_TRANSLATE_NOOP("Nag", "White has played the ending well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the ending well"),
    QT_TRANSLATE_NOOP("Nag", "White has played the ending very well"),
    QT_TRANSLATE_NOOP("Nag", "Black has played the ending very well"),
    QT_TRANSLATE_NOOP("Nag", "White has slight counterplay"),
    QT_TRANSLATE_NOOP("Nag", "Black has slight counterplay"),
    QT_TRANSLATE_NOOP("Nag", "White has counterplay"),
    QT_TRANSLATE_NOOP("Nag", "Black has counterplay"),
    QT_TRANSLATE_NOOP("Nag", "White has decisive counterplay"),
    QT_TRANSLATE_NOOP("Nag", "Black has decisive counterplay"),
    QT_TRANSLATE_NOOP("Nag", "White is short of time"),
    QT_TRANSLATE_NOOP("Nag", "Black is short of time"),
    QT_TRANSLATE_NOOP("Nag", "White is in severe time trouble"),
    QT_TRANSLATE_NOOP("Nag", "Black is in severe time trouble"),
};

} // namespace

QString nagGlyph(int nag) {
    // The symbols of the Informant tradition that the common fonts have (DejaVu lacks the
    // slanted equals of "slight advantage": those are written "+/=" and "=/+"); paired NAGs
    // for White and Black share a symbol.
    switch (nag) {
    case 1: return QStringLiteral("!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("!!");
    case 4: return QStringLiteral("??");
    case 5: return QStringLiteral("!?");
    case 6: return QStringLiteral("?!");
    case 7:
    case 8: return QStringLiteral("□"); // the only move
    case 10:
    case 11:
    case 12: return QStringLiteral("=");
    case 13: return QStringLiteral("∞");
    case 14: return QStringLiteral("+/=");
    case 15: return QStringLiteral("=/+");
    case 16: return QStringLiteral("±");
    case 17: return QStringLiteral("∓");
    case 18:
    case 20: return QStringLiteral("+−");
    case 19:
    case 21: return QStringLiteral("−+");
    case 22:
    case 23: return QStringLiteral("⨀"); // zugzwang
    case 32:
    case 33:
    case 34:
    case 35: return QStringLiteral("⟳"); // development
    case 36:
    case 37:
    case 38:
    case 39: return QStringLiteral("↑"); // initiative
    case 40:
    case 41: return QStringLiteral("→"); // attack
    case 44:
    case 45:
    case 46:
    case 47: return QStringLiteral("=/∞"); // compensation
    case 132:
    case 133:
    case 134:
    case 135: return QStringLiteral("⇆"); // counterplay
    case 136:
    case 137:
    case 138:
    case 139: return QStringLiteral("⊕"); // time trouble
    case 140: return QStringLiteral("∆"); // with the idea
    case 146: return QStringLiteral("N"); // a novelty
    default: return {};
    }
}

QString nagWords(int nag) {
    if (nag == 140) return QCoreApplication::translate("Nag", "with the idea");
    if (nag == 146) return QCoreApplication::translate("Nag", "novelty");
    if (nag <= 0 || nag >= int(kWords.size())) return {};
    return QCoreApplication::translate("Nag", kWords[size_t(nag)]);
}

QString nagShown(int nag) {
    if (nag == 0) return {};
    if (QString glyph = nagGlyph(nag); !glyph.isEmpty()) return glyph;
    if (QString words = nagWords(nag); !words.isEmpty()) return words;
    return QStringLiteral("$%1").arg(nag);
}

} // namespace chess960::ui
