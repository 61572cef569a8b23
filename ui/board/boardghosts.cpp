// The ghost preview of a castle: king and rook drawn faintly where they will land, with an
// arrow from where each stands and the castle's name, so that a piece that jumps over the
// other, or does not move at all, is as visible as one that slides.
#include "board/arrow.h"
#include "board/boardwidget.h"
#include "i18n/castlewording.h"

#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QtMath>

namespace chess960::ui {

// Before the button is released the status bar says what the gesture will do, in words.
void BoardWidget::updateHint() {
    syncPointer();
    QString hint;
    const std::vector<CastleAnalysis> previews = interaction_.gesturePreviews();
    if (previews.size() == 1 && !interaction_.questionOpen()) {
        const CastleAnalysis& a = previews.front();
        const auto sq = [](Square s) { return QString::fromStdString(squareName(s)); };
        const QString king = a.kingFrom == a.kingTo
                                 ? tr("the king stays on %1").arg(sq(a.kingTo))
                                 : tr("king %1 to %2").arg(sq(a.kingFrom), sq(a.kingTo));
        const QString rook = a.rookFrom == a.rookTo
                                 ? tr("the rook stays on %1").arg(sq(a.rookTo))
                                 : tr("rook %1 to %2").arg(sq(a.rookFrom), sq(a.rookTo));
        hint = (a.color == White ? tr("White castles %1: %2, %3") : tr("Black castles %1: %2, %3"))
                   .arg(CastleWording::castleName(a.side), king, rook);
    }
    if (hint == hint_) return;
    hint_ = hint;
    emit statusChanged(statusText());
}

// The castling rights left: on each rook that keeps one, a small badge in its square's top
// corner naming the castle (O-O, O-O-O), in the castle colour the previews use.
void BoardWidget::paintRights(QPainter& p) const {
    const Position& pos = position();
    const qreal sq = geometry_.squareSize();
    QFont font = this->font();
    font.setPixelSize(std::max(6, qRound(sq * 0.13)));
    font.setBold(true);
    const QFontMetricsF metrics(font);
    p.save();
    p.setFont(font);
    for (Color c : {White, Black})
        for (CastleSide s : {CastleSide::ASide, CastleSide::HSide}) {
            const Square rook = pos.castlingRook(c, s);
            if (rook == NoSquare) continue;
            const QString text =
                s == CastleSide::HSide ? QStringLiteral("O-O") : QStringLiteral("O-O-O");
            const QRectF square = geometry_.squareRect(rook);
            QRectF pill(0, 0, metrics.horizontalAdvance(text) + sq * 0.1,
                        metrics.height() + sq * 0.02);
            pill.moveTopRight(square.topRight() + QPointF(-sq * 0.03, sq * 0.03));
            p.setPen(QPen(theme_.castle.darker(140), 1));
            p.setBrush(theme_.castle);
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            p.setPen(Qt::white);
            p.drawText(pill, Qt::AlignCenter, text);
        }
    p.restore();
}

QString BoardWidget::castlingRightsText() const {
    const Position& pos = position();
    const auto rights = [&pos](Color c) {
        QStringList castles;
        if (pos.castlingRook(c, CastleSide::HSide) != NoSquare) castles << QStringLiteral("O-O");
        if (pos.castlingRook(c, CastleSide::ASide) != NoSquare) castles << QStringLiteral("O-O-O");
        return castles.isEmpty() ? tr("none") : castles.join(QStringLiteral(", "));
    };
    return tr("Castling rights: White %1; Black %2.").arg(rights(White), rights(Black));
}

void BoardWidget::paintArrow(QPainter& p, QPointF from, QPointF to, qreal width) const {
    chess960::ui::paintArrow(p, from, to, width, theme_.castle);
}

void BoardWidget::paintCastleBadge(QPainter& p, const CastleAnalysis& a) const {
    const qreal sq = geometry_.squareSize();
    const QString text =
        a.side == CastleSide::HSide ? QStringLiteral("O-O") : QStringLiteral("O-O-O");
    QFont font = this->font();
    font.setPixelSize(std::max(7, qRound(sq * 0.16)));
    font.setBold(true);
    const QFontMetricsF metrics(font);
    const QRectF square = geometry_.squareRect(a.kingTo);
    QRectF pill(0, 0, metrics.horizontalAdvance(text) + sq * 0.14, metrics.height() + sq * 0.02);
    pill.moveCenter(QPointF(square.center().x(), square.top() + sq * 0.03 + pill.height() / 2));
    p.setPen(Qt::NoPen);
    p.setBrush(theme_.castle);
    p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(pill, Qt::AlignCenter, text);
}

void BoardWidget::paintGhosts(QPainter& p, const BoardView& v) const {
    const qreal sq = geometry_.squareSize();
    const auto& board = v.pieces;
    const Bitboard lifted = v.lifted;
    for (const CastleAnalysis& a : v.previews) {
        const Piece king = makePiece(a.color, King), rook = makePiece(a.color, Rook);
        const bool kingThere = board[a.kingTo] == king, rookThere = board[a.rookTo] == rook;
        const Square kingAt = kingThere ? a.kingTo : a.kingFrom;
        const Square rookAt = rookThere ? a.rookTo : a.rookFrom;
        QColor fill = theme_.castle;
        fill.setAlpha(45);
        for (Square target : {a.kingTo, a.rookTo}) {
            p.setPen(QPen(theme_.castle, sq * 0.045, Qt::DashLine));
            p.setBrush(fill);
            p.drawRoundedRect(
                geometry_.squareRect(target).adjusted(sq * 0.05, sq * 0.05, -sq * 0.05, -sq * 0.05),
                sq * 0.1, sq * 0.1);
        }
        // Where a lifted piece stood: a faint ring, so the arrow visibly starts somewhere.
        for (Square origin : {kingAt, rookAt})
            if (lifted & bb(origin)) {
                p.setPen(QPen(theme_.castle, sq * 0.035, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(geometry_.squareCenter(origin), sq * 0.36, sq * 0.36);
            }
        p.setOpacity(0.62);
        for (auto [piece, target, there] :
             {std::tuple{king, a.kingTo, kingThere}, std::tuple{rook, a.rookTo, rookThere}}) {
            if (there) continue;
            QRectF r = geometry_.squareRect(target);
            // A target still occupied by a piece that stays on the board: a small ghost in
            // the corner rather than one drawn over it.
            if (board[target] != NoPiece && !(lifted & bb(target)))
                r = QRectF(r.center(), r.bottomRight()).adjusted(-sq * 0.05, -sq * 0.05, 0, 0);
            paintPiece(p, piece, r);
        }
        p.setOpacity(1.0);
        // The king's arrow above the middle of the rank, the rook's below: they often overlap.
        const QPointF up(0, -sq * 0.2), down(0, sq * 0.2);
        if (kingAt != a.kingTo)
            paintArrow(p, geometry_.squareCenter(kingAt) + up,
                       geometry_.squareCenter(a.kingTo) + up, sq * 0.07);
        if (rookAt != a.rookTo)
            paintArrow(p, geometry_.squareCenter(rookAt) + down,
                       geometry_.squareCenter(a.rookTo) + down, sq * 0.07);
        paintCastleBadge(p, a);
    }
}

} // namespace chess960::ui
