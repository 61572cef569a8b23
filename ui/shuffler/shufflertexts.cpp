#include "shuffler/shufflertexts.h"

#include "i18n/castlewording.h"
#include "shuffler/shufflerdialog.h"

#include <QStringList>

namespace chess960::ui {
namespace {

QString squareList(Bitboard b) {
    QStringList names;
    while (b) names << QString::fromStdString(squareName(popLsb(b)));
    return names.isEmpty() ? ShufflerDialog::tr("none") : names.join(QLatin1Char(' '));
}

} // namespace

QString castleCardText(const CastleAnalysis& a) {
    const bool h = a.side == CastleSide::HSide;
    const QString title = a.color == White ? (h ? ShufflerDialog::tr("White O-O (h-side)")
                                                : ShufflerDialog::tr("White O-O-O (a-side)"))
                                           : (h ? ShufflerDialog::tr("Black O-O (h-side)")
                                                : ShufflerDialog::tr("Black O-O-O (a-side)"));
    const auto sq = [](Square s) { return QString::fromStdString(squareName(s)); };
    // The squares to keep free of attack too: the king's start, the squares it crosses and
    // its target (what players forget most in 960).
    return ShufflerDialog::tr("<b>%1</b><br>King %2 → %3, rook %4 → %5<br>Method: <b>%6</b><br>"
                              "%7<br>Must be empty: %8<br>Must not be attacked: %9")
        .arg(title, sq(a.kingFrom), sq(a.kingTo), sq(a.rookFrom), sq(a.rookTo),
             CastleWording::methodName(a.method), CastleWording::orderText(a),
             squareList(a.mustBeEmpty), squareList(a.mustNotBeAttacked));
}

QString dicePieceName(DiceStep step) {
    switch (step) {
    case DiceStep::DarkBishop: return ShufflerDialog::tr("dark-square bishop");
    case DiceStep::LightBishop: return ShufflerDialog::tr("light-square bishop");
    case DiceStep::Queen: return ShufflerDialog::tr("queen");
    case DiceStep::FirstKnight: return ShufflerDialog::tr("first knight");
    case DiceStep::SecondKnight: return ShufflerDialog::tr("second knight");
    case DiceStep::Done: break;
    }
    return ShufflerDialog::tr("nothing");
}

QString diceRollText(int index, int value, DiceStep step, int file, bool ignored) {
    if (ignored)
        return ShufflerDialog::tr("Roll %1: %2 is ignored for the %3: roll again (1-%4)")
            .arg(index)
            .arg(value)
            .arg(dicePieceName(step))
            .arg(diceFaces(step));
    return ShufflerDialog::tr("Roll %1: %2 - %3 on %4")
        .arg(index)
        .arg(value)
        .arg(dicePieceName(step), QString::fromStdString(squareName(makeSquare(file, 0))));
}

} // namespace chess960::ui
