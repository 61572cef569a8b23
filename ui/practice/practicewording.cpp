#include "practice/practicewording.h"

#include "i18n/castlewording.h"
#include "i18n/piecenotation.h"

#include "chess960/notation.h"

namespace chess960::ui {
namespace {

using W = CastleWording;

QString castleSquares(const CastleAnalysis& a) {
    return PracticeWording::tr("castle: %1").arg(W::squaresText(a));
}

QString movePlayed(const PracticeQuestion& q, Move m) {
    if (!m.isNull() && m == q.analysis.move) return castleSquares(q.analysis);
    if (!q.position.isLegal(m)) return PracticeWording::tr("an illegal move");
    const QString san = shownMove(QString::fromStdString(moveToSan(q.position, m)));
    return m.kind() == Move::Castling ? PracticeWording::tr("%1 (the other castle)").arg(san) : san;
}

} // namespace

QString PracticeWording::prompt(const PracticeQuestion& q) {
    const QString side = W::sideName(q.side);
    if (q.kind == DrillKind::InPlay)
        return q.color == White ? tr("White: castle %1, or say why not").arg(side)
                                : tr("Black: castle %1, or say why not").arg(side);
    return q.color == White ? tr("White: castle %1").arg(side) : tr("Black: castle %1").arg(side);
}

QString PracticeWording::given(const PracticeQuestion& q, const PracticeGiven& g) {
    switch (g.kind) {
    case PracticeGiven::Played: return movePlayed(q, g.move);
    case PracticeGiven::Answered:
        if (g.answer == CastleAnswer::Castle && q.analysis.possible())
            return castleSquares(q.analysis);
        return W::answerText(g.answer);
    case PracticeGiven::Attempted: {
        if (g.side == q.side)
            return q.analysis.possible() ? castleSquares(q.analysis)
                                         : W::answerText(CastleAnswer::Castle);
        const CastleAnalysis other = analyseCastle(q.position, q.color, g.side);
        if (other.possible()) return movePlayed(q, other.move);
        return tr("%1 (the other castle)").arg(W::castleName(g.side));
    }
    }
    return {};
}

QString PracticeWording::expected(const CastleAnalysis& a) {
    if (a.possible()) return castleSquares(a);
    QStringList reasons;
    for (CastleAnswer answer : castleAnswers(a)) reasons << W::answerText(answer);
    return tr("not possible: %1").arg(reasons.join(QStringLiteral(" / ")));
}

QStringList PracticeWording::explanation(const CastleAnalysis& a) {
    QStringList lines;
    if (a.hasRight) {
        lines << tr("%1: %2 (%3)")
                     .arg(W::castleName(a.side), W::squaresText(a), W::methodName(a.method));
        lines << W::orderText(a);
    }
    for (const CastleObstacle& o : a.obstacles)
        lines << tr("%1 (%2)").arg(W::obstacleText(a, o), W::answerText(reasonOf(a, o)));
    if (a.possible()) lines << tr("Castling is legal here.");
    return lines;
}

} // namespace chess960::ui
