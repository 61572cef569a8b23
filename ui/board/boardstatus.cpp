// The board's status sentence. Its notice (from MoveInput or BoardInteraction) is kept, so a
// language change words it again.
#include "board/boardwidget.h"
#include "i18n/castlewording.h"
#include "i18n/piecenotation.h"

#include <QEvent>

namespace chess960::ui {
namespace {

QString square(Square s) {
    return QString::fromStdString(squareName(s));
}

} // namespace

QString BoardWidget::noticeText(const InputNotice& n) const {
    using W = CastleWording;
    // A right lost is told as the game lost it, when the game is known.
    const auto problem = [this](const CastleAnalysis& a) {
        return W::problemText(a, rightWhy_[size_t(castleIndex(a.color, a.side))]);
    };
    switch (n.kind) {
    case InputNotice::None: return {};
    case InputNotice::CastleImpossible: return problem(n.castles.at(0));
    case InputNotice::CannotCastle: {
        QStringList problems;
        for (const CastleAnalysis& a : n.castles) problems << problem(a);
        return (n.color == White ? tr("White cannot castle now. %1")
                                 : tr("Black cannot castle now. %1"))
            .arg(problems.join(QStringLiteral(". ")));
    }
    case InputNotice::WrongOrder: return W::orderText(n.castles.at(0));
    case InputNotice::ChooseCastle:
        return tr("Castle which way? Click a rook or move the king to its castling square");
    case InputNotice::CastleOnly:
        return tr("You announced castling: castle, or press Esc to withdraw the announcement");
    case InputNotice::HalfDone: {
        const CastleAnalysis& a = n.castles.at(0);
        return n.kingMoved ? tr("Castling %1: now move the rook from %2 to %3 (Esc takes the "
                                "castle back)")
                                 .arg(W::castleName(a.side), square(a.rookFrom), square(a.rookTo))
                           : tr("Castling %1: now move the king from %2 to %3 (Esc takes the "
                                "castle back)")
                                 .arg(W::castleName(a.side), square(a.kingFrom), square(a.kingTo));
    }
    case InputNotice::Announced:
        return n.color == White ? tr("White announces castling") : tr("Black announces castling");
    case InputNotice::CastleAttemptsOnly:
        return tr("Only castling counts here: other moves go back");
    case InputNotice::ChoosePromotion: return tr("Choose the new piece (Esc: the pawn stays)");
    case InputNotice::PromotionWithdrawn: return tr("Promotion withdrawn: the pawn stays");
    case InputNotice::ConfirmMove:
        return tr("%1: Enter confirms the move, Esc takes it back")
            .arg(shownMove(QString::fromStdString(n.san)));
    case InputNotice::MoveWithdrawn: return tr("Move withdrawn");
    case InputNotice::AnnouncementWithdrawn: return tr("Castling announcement withdrawn");
    case InputNotice::Premove:
        return tr("Premove %1: played as soon as the other side has moved, if it is legal then; "
                  "Esc or a right click cancels it")
            .arg(shownMove(QString::fromStdString(n.san)));
    case InputNotice::PremoveCancelled: return tr("Premove cancelled");
    }
    return {};
}

void BoardWidget::refreshStatus(const InputNotice& notice) {
    statusNotice_ = notice.empty() ? input().stateNotice() : notice;
    setStatus(noticeText(statusNotice_));
    syncAnnouncement();
}

void BoardWidget::syncAnnouncement() {
    const bool announced = input().announced();
    if (announced != announcementShown_) {
        announcementShown_ = announced;
        emit announcementChanged(announced);
    }
}

void BoardWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setStatus(noticeText(statusNotice_));
        updateHint();
    }
    QWidget::changeEvent(event);
}

} // namespace chess960::ui
