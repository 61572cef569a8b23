// The board editor's board: painting and gestures.
#include "editor/editorboard.h"

#include "board/pieceset.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace chess960::ui {
namespace {

constexpr PieceType kPaletteOrder[] = {King, Queen, Rook, Bishop, Knight, Pawn};

} // namespace

EditorBoard::EditorBoard(EditorModel* model, QWidget* parent)
    : QWidget(parent), model_(model), theme_(BoardTheme::byId({})),
      pieces_(std::make_unique<PieceSet>()) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 300);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

EditorBoard::~EditorBoard() = default;

void EditorBoard::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void EditorBoard::setPieceSet(const QString& id) {
    pieces_ = std::make_unique<PieceSet>(id);
    update();
}

void EditorBoard::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void EditorBoard::setSelectedPiece(Piece p) {
    if (p == selected_) return;
    selected_ = p;
    update();
    emit selectionChanged(p);
}

int EditorBoard::cell() const {
    return std::max(8, std::min(width() / 8, height() / 10));
}

QPoint EditorBoard::origin() const {
    const int c = cell();
    return {(width() - 8 * c) / 2, (height() - 10 * c) / 2 + c};
}

QRect EditorBoard::squareRect(Square s) const {
    const int c = cell();
    const int col = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return {origin() + QPoint(col * c, row * c), QSize(c, c)};
}

QRect EditorBoard::paletteRect(Piece p) const {
    const int c = cell();
    int index = 0;
    while (kPaletteOrder[index] != typeOf(p)) ++index;
    // Each side's pieces by its own edge of the board.
    const bool top = (colorOf(p) == Black) != flipped_;
    const int y = top ? origin().y() - c : origin().y() + 8 * c;
    return {origin().x() + (index + 1) * c, y, c, c};
}

QRect EditorBoard::rightMarkRect(Square s) const {
    const QRect r = squareRect(s);
    const int m = r.width() * 2 / 5;
    return {r.right() - m + 1, r.top(), m, m};
}

Square EditorBoard::squareAt(const QPoint& p) const {
    const int c = cell();
    const QPoint d = p - origin();
    if (d.x() < 0 || d.y() < 0 || d.x() >= 8 * c || d.y() >= 8 * c) return NoSquare;
    const int col = d.x() / c, row = d.y() / c;
    return flipped_ ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

Piece EditorBoard::paletteAt(const QPoint& p) const {
    for (Color c : {White, Black})
        for (PieceType t : kPaletteOrder)
            if (paletteRect(makePiece(c, t)).contains(p)) return makePiece(c, t);
    return NoPiece;
}

void EditorBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p);
    paintMarks(p);
    paintPalette(p);
    if (dragging_ && dragPiece_ != NoPiece) {
        const int c = cell();
        pieces_->paint(p, dragPiece_, QRectF(dragPos_ - QPoint(c / 2, c / 2), QSizeF(c, c)));
    }
}

void EditorBoard::paintSquares(QPainter& p) {
    const int c = cell();
    p.fillRect(QRect(origin() - QPoint(2, 2), QSize(8 * c + 4, 8 * c + 4)), theme_.frame);
    for (int sq = 0; sq < 64; ++sq) {
        const Square s = Square(sq);
        const QRect r = squareRect(s);
        p.fillRect(r, isLightSquare(s) ? theme_.light : theme_.dark);
        const Piece piece = model_->pieceOn(s);
        if (piece != NoPiece && !(dragging_ && dragFrom_ == s)) pieces_->paint(p, piece, r);
    }
}

void EditorBoard::paintMarks(QPainter& p) {
    // The squares a reason names, framed.
    Bitboard marked = 0;
    for (const auto& problem : model_->problems()) marked |= problem.squares;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(210, 30, 30), std::max(2, cell() / 14)));
    for (Bitboard b = marked; b;) {
        const QRect r = squareRect(popLsb(b));
        p.drawRect(r.adjusted(2, 2, -2, -2));
    }
    // Castling marks on the rooks that can have a right: filled when it has one.
    for (Bitboard b = model_->castlingCandidates(); b;) {
        const Square s = popLsb(b);
        const QRectF m = QRectF(rightMarkRect(s)).adjusted(2, 2, -2, -2);
        p.setPen(QPen(theme_.castle.darker(140), 2));
        p.setBrush(model_->hasCastlingRight(s) ? theme_.castle : QColor(255, 255, 255, 200));
        p.drawEllipse(m);
        if (model_->hasCastlingRight(s)) {
            p.setPen(QPen(Qt::white, 2));
            QPainterPath tick;
            tick.moveTo(m.left() + m.width() * 0.25, m.center().y());
            tick.lineTo(m.left() + m.width() * 0.45, m.bottom() - m.height() * 0.25);
            tick.lineTo(m.right() - m.width() * 0.22, m.top() + m.height() * 0.28);
            p.setBrush(Qt::NoBrush);
            p.drawPath(tick);
        }
    }
    // En-passant squares: a ring where one can be chosen, a dot on the chosen one.
    for (Bitboard b = model_->epCandidates(); b;) {
        const Square s = popLsb(b);
        const QRectF r = squareRect(s);
        const qreal d = r.width() * 0.3;
        const QRectF dot(r.center() - QPointF(d / 2, d / 2), QSizeF(d, d));
        p.setPen(QPen(theme_.target, 3));
        p.setBrush(s == model_->epSquare() ? QBrush(theme_.target) : QBrush(Qt::NoBrush));
        p.drawEllipse(dot);
    }
    if (hasFocus()) {
        p.setPen(QPen(theme_.selection, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(squareRect(cursor_).adjusted(1, 1, -1, -1));
    }
}

void EditorBoard::paintPalette(QPainter& p) {
    for (Color c : {White, Black})
        for (PieceType t : kPaletteOrder) {
            const Piece piece = makePiece(c, t);
            const QRect r = paletteRect(piece);
            if (piece == selected_) p.fillRect(r, theme_.selection);
            pieces_->paint(p, piece, QRectF(r).adjusted(2, 2, -2, -2));
        }
}

void EditorBoard::mousePressEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const Square s = squareAt(pos);
    if (event->button() == Qt::RightButton) {
        if (s != NoSquare && model_->pieceOn(s) != NoPiece) {
            model_->remove(s);
            emit edited();
        }
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    pressPos_ = dragPos_ = pos;
    dragging_ = false;
    dragFrom_ = NoSquare;
    dragPiece_ = NoPiece;
    if (const Piece palette = paletteAt(pos); palette != NoPiece) {
        dragPiece_ = palette;
        return;
    }
    if (s == NoSquare) return;
    cursor_ = s;
    if ((model_->castlingCandidates() & bb(s)) && rightMarkRect(s).contains(pos)) {
        model_->setCastlingRight(s, !model_->hasCastlingRight(s));
        emit edited();
        return;
    }
    if (model_->pieceOn(s) != NoPiece) {
        dragFrom_ = s;
        dragPiece_ = model_->pieceOn(s);
        return;
    }
    clickSquare(s);
}

void EditorBoard::clickSquare(Square s) {
    if (selected_ != NoPiece) {
        model_->place(s, selected_);
        emit edited();
    } else if (model_->epCandidates() & bb(s)) {
        model_->setEpSquare(s == model_->epSquare() ? NoSquare : s);
        emit edited();
    }
    update();
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event) {
    if (dragPiece_ == NoPiece) return;
    dragPos_ = event->position().toPoint();
    if ((dragPos_ - pressPos_).manhattanLength() >= 4) dragging_ = true;
    update();
}

void EditorBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || dragPiece_ == NoPiece) return;
    const QPoint pos = event->position().toPoint();
    const Square to = squareAt(pos);
    const bool fromPalette = dragFrom_ == NoSquare;
    const bool moved = dragging_ || (pos - pressPos_).manhattanLength() >= 4;
    const Piece piece = dragPiece_;
    const Square from = dragFrom_;
    dragging_ = false;
    dragPiece_ = NoPiece;
    dragFrom_ = NoSquare;
    if (!moved) {
        // A click: on the palette it chooses (or lets go of) that piece, on a piece of the
        // board with a palette piece chosen it puts that one there.
        if (fromPalette)
            setSelectedPiece(selected_ == piece ? NoPiece : piece);
        else if (selected_ != NoPiece && selected_ != piece)
            clickSquare(from);
        update();
        return;
    }
    if (fromPalette) {
        if (to != NoSquare) {
            model_->place(to, piece);
            cursor_ = to;
        }
    } else if (to == NoSquare) {
        model_->remove(from); // dragged off the board
    } else {
        model_->move(from, to);
        cursor_ = to;
    }
    update();
    emit edited();
}

void EditorBoard::keyPressEvent(QKeyEvent* event) {
    const int dir = flipped_ ? -1 : 1;
    int file = fileOf(cursor_), rank = rankOf(cursor_);
    switch (event->key()) {
    case Qt::Key_Left: file -= dir; break;
    case Qt::Key_Right: file += dir; break;
    case Qt::Key_Up: rank += dir; break;
    case Qt::Key_Down: rank -= dir; break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        model_->remove(cursor_);
        emit edited();
        update();
        return;
    case Qt::Key_Space:
        if (model_->castlingCandidates() & bb(cursor_))
            model_->setCastlingRight(cursor_, !model_->hasCastlingRight(cursor_));
        else
            clickSquare(cursor_);
        emit edited();
        update();
        return;
    default: {
        const QString text = event->text();
        const Piece p = text.size() == 1 ? pieceFromLetter(text[0].toLatin1()) : NoPiece;
        if (p == NoPiece) {
            QWidget::keyPressEvent(event);
            return;
        }
        model_->place(cursor_, p);
        emit edited();
        update();
        return;
    }
    }
    cursor_ = makeSquare(std::clamp(file, 0, 7), std::clamp(rank, 0, 7));
    update();
}

} // namespace chess960::ui
