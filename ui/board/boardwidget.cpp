#include "board/boardwidget.h"

#include "chess960/notation.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>

namespace chess960::ui {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

CastleSide sideOf(Move castle) {
    return fileOf(castle.to()) > fileOf(castle.from()) ? CastleSide::HSide : CastleSide::ASide;
}

bool near(const QPointF& a, const QPointF& b) {
    return (a - b).manhattanLength() < 0.01;
}

} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), theme_(BoardTheme::byId({})), pieces_(std::make_unique<PieceSet>()) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(180);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        slides_.clear();
        update();
    });
    geometry_ = BoardGeometry(size(), false);
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setPosition(const Position& pos, Move lastMove) {
    const Position before = input_.position();
    std::vector<Slide> slides;
    if (!lastMove.isNull() && !noSlideNext_ && before.isLegal(lastMove) &&
        before.after(lastMove).samePosition(pos))
        slides = slidesFor(before, lastMove);
    noSlideNext_ = false;
    dropStarts_.clear();

    const bool hadPending = hasPendingMove();
    input_.setPosition(pos);
    pending_ = Move();
    promotion_.clear();
    questionOptions_.clear();
    questionHover_ = Move();
    if (question_) question_->close();
    dragging_ = false;
    dragFrom_ = pressSquare_ = NoSquare;

    lastMoveSquares_ = 0;
    if (!lastMove.isNull()) {
        lastMoveSquares_ = bb(lastMove.from()) | bb(lastMove.to());
        if (lastMove.kind() == Move::Castling) {
            const Color mover = ~pos.sideToMove();
            lastMoveSquares_ |= bb(castleKingTarget(mover, sideOf(lastMove))) |
                                bb(castleRookTarget(mover, sideOf(lastMove)));
        }
    }
    startSlides(std::move(slides));
    if (hadPending) emit pendingChanged(false);
    refreshStatus();
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    geometry_ = BoardGeometry(size(), flipped);
    update();
}

void BoardWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void BoardWidget::setPieceSet(const QString& id) {
    pieces_ = std::make_unique<PieceSet>(id);
    update();
}

void BoardWidget::setConfirmMoves(bool on) {
    confirmMoves_ = on;
    if (!on && hasPendingMove()) confirmMove();
}

void BoardWidget::setInteractive(bool on) {
    interactive_ = on;
    if (!on) {
        input_.withdraw();
        dragging_ = false;
        dragFrom_ = NoSquare;
        promotion_.clear();
        refreshStatus();
    }
    update();
}

std::array<Piece, 64> BoardWidget::shownBoard() const {
    if (pending_.isNull()) return input_.board();
    const Position after = position().after(pending_);
    std::array<Piece, 64> b{};
    for (int s = 0; s < 64; ++s) b[s] = after.pieceOn(Square(s));
    return b;
}

void BoardWidget::announceCastling() {
    if (!interactive_ || hasPendingMove()) return;
    refreshStatus(input_.announce().message);
    update();
}

void BoardWidget::cancel() {
    if (promotionOpen()) {
        promotion_.clear();
        refreshStatus("Promotion withdrawn: the pawn stays");
    } else if (question_) {
        question_->close();
    } else if (hasPendingMove()) {
        pending_ = Move();
        input_.withdraw();
        emit pendingChanged(false);
        refreshStatus("Move withdrawn");
    } else if (input_.announced()) {
        input_.withdraw();
        refreshStatus("Castling announcement withdrawn");
    } else {
        input_.clearSelection();
        refreshStatus();
    }
    update();
}

void BoardWidget::confirmMove() {
    if (!hasPendingMove()) return;
    const Move m = pending_;
    pending_ = Move();
    noSlideNext_ = true;
    emit pendingChanged(false);
    emit moveRequested(m);
}

void BoardWidget::commit(Move m) {
    if (const auto& half = input_.halfCastle()) {
        // The first physical move already stands on the board: that piece starts from there.
        const bool king = input_.halfKingFirst();
        const Piece piece = makePiece(half->color, king ? King : Rook);
        dropStarts_.push_back({piece, BoardGeometry::centreOf(king ? half->kingTo : half->rookTo),
                               BoardGeometry::centreOf(king ? half->kingFrom : half->rookFrom)});
    }
    if (!confirmMoves_) {
        emit moveRequested(m);
        return;
    }
    startSlides(slidesFor(position(), m));
    dropStarts_.clear();
    pending_ = m;
    emit pendingChanged(true);
    refreshStatus(moveToSan(position(), m) + ": Enter confirms the move, Esc takes it back");
}

void BoardWidget::handle(const InputResult& r) {
    switch (r.kind) {
    case InputResult::Play: commit(r.move); break;
    case InputResult::Promote: openPromotion(r.options); break;
    case InputResult::Ask: ask(r.options); break;
    default: break;
    }
    if (r.kind != InputResult::Play || !confirmMoves_) refreshStatus(r.message);
    update();
}

void BoardWidget::openPromotion(const std::vector<Move>& options) {
    promotion_ = options;
    refreshStatus("Choose the new piece (Esc: the pawn stays)");
}

void BoardWidget::choosePromotion(const QPointF& point) {
    const PieceType order[] = {Queen, Knight, Rook, Bishop};
    const std::vector<QRect> rects = promotionRects();
    const std::vector<Move> options = promotion_;
    promotion_.clear();
    for (size_t i = 0; i < rects.size(); ++i) {
        if (!rects[i].contains(point.toPoint())) continue;
        for (Move m : options)
            if (m.promotion() == order[i]) {
                commit(m);
                update();
                return;
            }
    }
    refreshStatus("Promotion withdrawn: the pawn stays");
    update();
}

std::vector<QRect> BoardWidget::promotionRects() const {
    std::vector<QRect> rects;
    if (promotion_.empty()) return rects;
    const QRectF first = geometry_.squareRect(promotion_.front().to());
    const qreal step = first.center().y() < geometry_.boardRect().center().y() ? 1 : -1;
    for (int i = 0; i < 4; ++i)
        rects.push_back(first.translated(0, step * i * geometry_.squareSize()).toRect());
    return rects;
}

void BoardWidget::ask(const std::vector<Move>& options) {
    questionOptions_ = options;
    questionHover_ = Move();
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("castleQuestion"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (Move m : options) {
        QString text;
        if (m.kind() == Move::Castling) {
            text = tr("Castle %1").arg(sideOf(m) == CastleSide::HSide ? "O-O" : "O-O-O");
        } else {
            QString name = qs(std::string(pieceTypeName(typeOf(position().pieceOn(m.from())))));
            name[0] = name[0].toUpper();
            text = tr("%1 to %2").arg(name, qs(squareName(m.to())));
        }
        QAction* action = menu->addAction(text);
        connect(action, &QAction::triggered, this, [this, m] { answer(m); });
        connect(action, &QAction::hovered, this, [this, m] {
            questionHover_ = m;
            update();
        });
    }
    // A menu closed without a choice withdraws the gesture; triggered() comes after
    // aboutToHide(), so look once the event that closed the menu is done.
    connect(menu, &QMenu::aboutToHide, this, [this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (questionOptions_.empty()) return;
                questionOptions_.clear();
                questionHover_ = Move();
                refreshStatus("Move withdrawn");
                update();
            },
            Qt::QueuedConnection);
    });
    question_ = menu;
    menu->popup(mapToGlobal(pointer_.toPoint()));
}

void BoardWidget::answer(Move m) {
    if (questionOptions_.empty()) return;
    questionOptions_.clear();
    questionHover_ = Move();
    if (question_) question_->close();
    commit(m);
    update();
}

void BoardWidget::setStatus(const QString& text) {
    if (text == status_) return;
    status_ = text;
    emit statusChanged(status_);
}

void BoardWidget::refreshStatus(const std::string& message) {
    setStatus(qs(message.empty() ? input_.stateText() : message));
    const bool announced = input_.announced();
    if (announced != announcementShown_) {
        announcementShown_ = announced;
        emit announcementChanged(announced);
    }
}

std::vector<BoardWidget::Slide> BoardWidget::slidesFor(const Position& before, Move m) const {
    std::vector<Slide> slides;
    const Piece mover = before.pieceOn(m.from());
    const Color us = colorOf(mover);
    if (m.kind() == Move::Castling) {
        slides.push_back({mover, BoardGeometry::centreOf(m.from()),
                          BoardGeometry::centreOf(castleKingTarget(us, sideOf(m)))});
        slides.push_back({before.pieceOn(m.to()), BoardGeometry::centreOf(m.to()),
                          BoardGeometry::centreOf(castleRookTarget(us, sideOf(m)))});
    } else {
        const Piece shown = m.kind() == Move::Promotion ? makePiece(us, m.promotion()) : mover;
        slides.push_back(
            {shown, BoardGeometry::centreOf(m.from()), BoardGeometry::centreOf(m.to())});
    }
    for (Slide& s : slides)
        for (const Slide& start : dropStarts_)
            if (near(start.to, s.from)) s.from = start.from;
    return slides;
}

void BoardWidget::startSlides(std::vector<Slide> slides) {
    std::erase_if(slides, [](const Slide& s) { return near(s.from, s.to); });
    animation_.stop();
    slides_.clear();
    if (!animate_ || slides.empty()) return;
    slides_ = std::move(slides);
    animation_.start();
}

void BoardWidget::resizeEvent(QResizeEvent*) {
    geometry_ = BoardGeometry(size(), isFlipped());
}

void BoardWidget::leaveEvent(QEvent*) {
    pointer_ = QPointF(-1, -1);
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    if (promotionOpen()) {
        choosePromotion(pointer_);
        return;
    }
    if (hasPendingMove() || question_) return;
    const Square sq = geometry_.squareAt(pointer_);
    pressSquare_ = sq;
    pressPoint_ = pointer_;
    dragging_ = selectedOnPress_ = false;
    dragFrom_ = NoSquare;
    if (!input_.canPickUp(sq)) return;
    dragFrom_ = sq;
    // Picked up: its targets show at once. With a piece already selected the press may be
    // the second click of a move (king then rook), so that waits for the release.
    if (input_.selected() == NoSquare && !input_.announced() && !input_.halfCastle()) {
        input_.select(sq);
        selectedOnPress_ = true;
        refreshStatus();
    }
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    pointer_ = event->position();
    if (dragFrom_ != NoSquare && (event->buttons() & Qt::LeftButton) && !dragging_ &&
        (pointer_ - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        dragging_ = true;
        if (input_.selected() != dragFrom_) input_.select(dragFrom_);
    }
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    const Square sq = geometry_.squareAt(pointer_);
    const Square from = dragFrom_;
    const bool wasDrag = dragging_;
    dragging_ = false;
    dragFrom_ = NoSquare;
    if (hasPendingMove() || question_ || promotionOpen()) return;
    if (wasDrag) {
        if (sq == from) { // put back where it was: it stays picked up for a click
            update();
            return;
        }
        const Piece piece = shownBoard()[from];
        const QPointF dropped = geometry_.toFileRank(pointer_);
        const InputResult r = input_.drop(from, sq);
        if (r.kind == InputResult::Play)
            dropStarts_ = {{piece, dropped, BoardGeometry::centreOf(from)}};
        if (r.kind == InputResult::HalfCastle)
            startSlides({{piece, dropped, BoardGeometry::centreOf(sq)}});
        if (r.kind == InputResult::Rejected || r.kind == InputResult::Ask ||
            r.kind == InputResult::Promote)
            startSlides({{piece, dropped, BoardGeometry::centreOf(from)}});
        handle(r);
        return;
    }
    if (pressSquare_ == NoSquare || selectedOnPress_) {
        update();
        return;
    }
    handle(input_.click(pressSquare_));
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (!interactive_) return QWidget::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Escape: cancel(); break;
    case Qt::Key_Return:
    case Qt::Key_Enter: confirmMove(); break;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace chess960::ui
