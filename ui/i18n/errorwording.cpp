#include "i18n/errorwording.h"

#include "i18n/castlewording.h"
#include "i18n/errorwording_p.h"

namespace chess960::ui {
namespace wording {

QString withReason(const QString& text, const QString& reason) {
    return reason.isEmpty() ? text : ErrorWording::tr("%1: %2").arg(text, reason);
}

QString where(const QString& file, const QString& rank) {
    if (!file.isEmpty() && !rank.isEmpty()) return ErrorWording::tr(" on %1").arg(file + rank);
    if (!file.isEmpty()) return ErrorWording::tr(" on the %1-file").arg(file);
    if (!rank.isEmpty()) return ErrorWording::tr(" on rank %1").arg(rank);
    return {};
}

QString termination(const QString& arg) {
    return CastleWording::terminationText(Termination(arg.toInt()));
}

QString quotedCharacter(const std::string& arg) {
    const char c = arg.empty() ? ' ' : arg[0];
    const auto u = static_cast<unsigned char>(c);
    if (c == ' ') return ErrorWording::tr("a space");
    if (u > 0x20 && u < 0x7f) return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return ErrorWording::tr("byte 0x%1")
        .arg(QString::number(u, 16).toUpper().rightJustified(2, u'0'));
}

QString pieceCount(int k, int n) {
    switch (k) {
    case 0:
        return n == 0   ? ErrorWording::tr("no king")
               : n == 1 ? ErrorWording::tr("1 king")
                        : ErrorWording::tr("%1 kings").arg(n);
    case 1:
        return n == 0   ? ErrorWording::tr("no queen")
               : n == 1 ? ErrorWording::tr("1 queen")
                        : ErrorWording::tr("%1 queens").arg(n);
    case 2:
        return n == 0   ? ErrorWording::tr("no rooks")
               : n == 1 ? ErrorWording::tr("1 rook")
                        : ErrorWording::tr("%1 rooks").arg(n);
    case 3:
        return n == 0   ? ErrorWording::tr("no bishops")
               : n == 1 ? ErrorWording::tr("1 bishop")
                        : ErrorWording::tr("%1 bishops").arg(n);
    default:
        return n == 0   ? ErrorWording::tr("no knights")
               : n == 1 ? ErrorWording::tr("1 knight")
                        : ErrorWording::tr("%1 knights").arg(n);
    }
}

QString joined(const QStringList& parts, bool withOr) {
    QString out;
    for (int i = 0; i < parts.size(); ++i) {
        if (i == 0)
            out = parts[i];
        else if (i + 1 < parts.size())
            out = ErrorWording::tr("%1, %2").arg(out, parts[i]);
        else
            out = (withOr ? ErrorWording::tr("%1 or %2") : ErrorWording::tr("%1 and %2"))
                      .arg(out, parts[i]);
    }
    return out;
}

} // namespace wording

using namespace wording;

QString ErrorWording::typeWord(PieceType t) {
    switch (t) {
    case Pawn: return tr("pawn");
    case Knight: return tr("knight");
    case Bishop: return tr("bishop");
    case Rook: return tr("rook");
    case Queen: return tr("queen");
    case King: return tr("king");
    default: return {};
    }
}

QString ErrorWording::partText(const ErrorPart& part, const QString& reason) {
    const Args a(part.args);
    switch (part.code) {
    case ErrorCode::Other:
    case ErrorCode::Count: return reason;
    case ErrorCode::TextEmpty: return tr("The text is empty");
    case ErrorCode::FenAtColumn: return withReason(tr("FEN, column %1").arg(a[0]), reason);
    case ErrorCode::GameNoSuchStart:
        return tr("Start position %1 does not exist: use 0 to 959").arg(a[0]);
    case ErrorCode::GameOver: return tr("The game is over (%1)").arg(termination(a[0]));
    case ErrorCode::PracticeStatsBadLine:
        return tr("Line %1 of the practice statistics cannot be read: %2").arg(a[0], a[1]);
    case ErrorCode::PracticeStatsEmpty: return tr("The practice statistics are empty");
    default: break;
    }
    for (const QString& text : {fenText(part.code, a), moveText(part, a, reason), whyText(part, a),
                                pgnText(part, a, reason), startText(part, a)})
        if (!text.isEmpty()) return text;
    return reason;
}

QString ErrorWording::text(const Error& error) {
    if (error.code == ErrorCode::Other) return QString::fromStdString(error.message);
    const std::vector<ErrorPart> parts = errorParts(error);
    QString text;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) text = partText(*it, text);
    return text;
}

QString ErrorWording::text(const BackRankProblem& problem) {
    if (problem.code == ErrorCode::Other) return QString::fromStdString(problem.message);
    return partText(ErrorPart{problem.code, problem.args});
}

QString ErrorWording::recordText(const PgnRecord& record) {
    if (record.ok()) return {};
    return partText(ErrorPart{ErrorCode::PgnAt,
                              {std::to_string(record.index), std::to_string(record.errorLine),
                               std::to_string(record.errorColumn)}},
                    text(record.game.error()));
}

QString ErrorWording::scoreText(const review::ScoreReading& r) {
    using R = review::ScoreReading;
    const bool white = r.side == White;
    const QString pawns = QString::fromStdString(r.pawns);
    switch (r.kind) {
    case R::Mated: return white ? tr("White is mated") : tr("Black is mated");
    case R::MatesIn:
        return (white ? tr("White mates in %1") : tr("Black mates in %1")).arg(r.moves);
    case R::Equal: return tr("%1, the position is equal").arg(pawns);
    case R::SlightlyBetter:
        return (white ? tr("%1, White is slightly better") : tr("%1, Black is slightly better"))
            .arg(pawns);
    case R::Better:
        return (white ? tr("%1, White is better") : tr("%1, Black is better")).arg(pawns);
    case R::Winning:
        return (white ? tr("%1, White is winning") : tr("%1, Black is winning")).arg(pawns);
    }
    return {};
}

} // namespace chess960::ui
