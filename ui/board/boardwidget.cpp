#include "board/boardwidget.h"

#include "chess960/notation.h"

namespace chess960::ui {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
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
    updateAccessibleText();
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
    hintMove_ = Move();
    if (!lastMove.isNull()) {
        lastMoveSquares_ = bb(lastMove.from()) | bb(lastMove.to());
        if (lastMove.kind() == Move::Castling) {
            const Color mover = ~pos.sideToMove();
            const CastleSide side = chess960::castleSideOf(before, lastMove);
            lastMoveSquares_ |=
                bb(castleKingTarget(mover, side)) | bb(castleRookTarget(mover, side));
        }
    }
    startSlides(std::move(slides));
    if (hadPending) emit pendingChanged(false);
    hint_.clear();
    refreshStatus();
    updateAccessibleText();
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

void BoardWidget::setReportCastleAttempts(bool on) {
    input_.setReportCastleAttempts(on);
    refreshStatus();
    update();
}

// The board's part ends with the report: the owner judges the attempt and shows the outcome.
void BoardWidget::reportAttempt(CastleSide side) {
    input_.withdraw();
    emit castleAttempted(position().sideToMove(), side);
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
    refreshStatus(input_.announce().notice);
    update();
}

void BoardWidget::cancel() {
    if (promotionOpen()) {
        promotion_.clear();
        refreshStatus(QT_TR_NOOP("Promotion withdrawn: the pawn stays"));
    } else if (question_) {
        question_->close();
    } else if (hasPendingMove()) {
        pending_ = Move();
        input_.withdraw();
        emit pendingChanged(false);
        refreshStatus(QT_TR_NOOP("Move withdrawn"));
    } else if (input_.announced()) {
        input_.withdraw();
        refreshStatus(QT_TR_NOOP("Castling announcement withdrawn"));
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
    const QString san = qs(moveToSan(position(), m));
    refreshStatus([san] { return tr("%1: Enter confirms the move, Esc takes it back").arg(san); });
}

void BoardWidget::handle(const InputResult& r) {
    switch (r.kind) {
    case InputResult::Play: commit(r.move); break;
    case InputResult::Promote: openPromotion(r.options); break;
    case InputResult::Ask: ask(r.options); break;
    case InputResult::CastleAttempt: reportAttempt(*r.attempt); break;
    default: break;
    }
    if (r.kind != InputResult::Play || !confirmMoves_) refreshStatus(r.notice);
    update();
}

void BoardWidget::setStatus(const QString& text) {
    if (text == status_) return;
    status_ = text;
    emit statusChanged(statusText());
}

std::vector<BoardWidget::Slide> BoardWidget::slidesFor(const Position& before, Move m) const {
    std::vector<Slide> slides;
    const Piece mover = before.pieceOn(m.from());
    const Color us = colorOf(mover);
    if (m.kind() == Move::Castling) {
        const CastleSide side = chess960::castleSideOf(before, m);
        slides.push_back({mover, BoardGeometry::centreOf(m.from()),
                          BoardGeometry::centreOf(castleKingTarget(us, side))});
        slides.push_back({before.pieceOn(m.to()), BoardGeometry::centreOf(m.to()),
                          BoardGeometry::centreOf(castleRookTarget(us, side))});
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

std::vector<Piece> BoardWidget::slidingPieces() const {
    std::vector<Piece> pieces;
    for (const Slide& s : slides_) pieces.push_back(s.piece);
    return pieces;
}

void BoardWidget::startSlides(std::vector<Slide> slides) {
    std::erase_if(slides, [](const Slide& s) { return near(s.from, s.to); });
    animation_.stop();
    slides_.clear();
    if (!animate_ || slides.empty()) return;
    slides_ = std::move(slides);
    animation_.start();
}

} // namespace chess960::ui
