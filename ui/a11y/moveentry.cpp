#include "a11y/moveentry.h"

#include "a11y/typedmove.h"
#include "board/accessibleevents.h"
#include "board/boardwidget.h"
#include "game/gamesession.h"
#include "i18n/errorwording.h"
#include "i18n/piecenotation.h"

#include "chess960/notation.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace chess960::ui {

MoveEntry::MoveEntry(GameSession* game, BoardWidget* board, QWidget* parent)
    : QWidget(parent), game_(game), board_(board), label_(new QLabel(this)),
      edit_(new QLineEdit(this)), message_(new QLabel(this)) {
    setObjectName(QStringLiteral("moveEntry"));
    edit_->setObjectName(QStringLiteral("moveEntryEdit"));
    message_->setObjectName(QStringLiteral("moveEntryMessage"));
    label_->setBuddy(edit_);
    message_->setWordWrap(true);
    message_->hide();
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label_);
    row->addWidget(edit_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(message_);
    edit_->installEventFilter(this);
    connect(edit_, &QLineEdit::returnPressed, this, &MoveEntry::submit);
    connect(edit_, &QLineEdit::textEdited, this, [this] { showMessage({}); });
    // What the box said was about the position it was typed in (a refusal, the confirmation
    // hint): any other position, or the waiting move gone, makes it stale.
    const auto stale = [this] { showMessage({}); };
    connect(game_, &GameSession::gameStarted, this, stale);
    connect(game_, &GameSession::positionChanged, this, stale);
    connect(game_->view(), &ViewCursor::moved, this, stale);
    connect(board_, &BoardWidget::pendingChanged, this, [this](bool pending) {
        if (!pending) showMessage({});
    });
    retranslateUi();
}

void MoveEntry::retranslateUi() {
    label_->setText(tr("&Move:"));
    // The example moves in the notation the player sees (and may type).
    const QString knight = shownMove(QStringLiteral("Nf3"));
    edit_->setPlaceholderText(tr("%1, O-O, e2e4").arg(knight));
    edit_->setAccessibleName(tr("Type a move"));
    edit_->setToolTip(tr("Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 "
                         "for a castle) and press Enter")
                          .arg(knight, shownMove(QStringLiteral("e8=Q"))));
    if (messageWords_) {
        const QString text = messageWords_();
        message_->setText(text);
        edit_->setAccessibleDescription(text);
    }
    message_->setAccessibleName(message().isEmpty() ? tr("Move entry message") : message());
}

void MoveEntry::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

// Enter and Esc belong to the box while it has the focus, not to the window's Confirm and
// Withdraw shortcuts (letters and arrows the line edit claims by itself). Paste into the empty
// box is the window's Paste unless the clipboard holds a move.
bool MoveEntry::eventFilter(QObject* watched, QEvent* event) {
    if (watched == edit_ &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (event->type() == QEvent::KeyPress && key->matches(QKeySequence::Paste) &&
            edit_->text().isEmpty() && !looksLikeMove(QApplication::clipboard()->text())) {
            emit gamePasteRequested();
            giveBackFocus();
            return true;
        }
        const bool mine = key->key() == Qt::Key_Escape || key->key() == Qt::Key_Return ||
                          key->key() == Qt::Key_Enter;
        if (mine && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            if (key->key() == Qt::Key_Escape) {
                escape();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString MoveEntry::message() const {
    return message_->isHidden() ? QString() : message_->text();
}

void MoveEntry::showMessage(std::function<QString()> words, Tone tone) {
    messageWords_ = std::move(words);
    const QString text = messageWords_ ? messageWords_() : QString();
    message_->setStyleSheet(tone == Tone::Error ? QStringLiteral("color: #a01818;") : QString());
    if (tone == Tone::Error && !text.isEmpty()) edit_->selectAll();
    if (text == message()) return;
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    edit_->setAccessibleDescription(text);
    message_->setAccessibleName(text.isEmpty() ? tr("Move entry message") : text);
    sendAccessibleEvent(message_, QAccessible::NameChanged);
}

std::function<QString()> MoveEntry::refusal() const {
    if (game_->view()->browsing())
        return
            [] { return tr("You are looking at an earlier position: go back to the game first."); };
    // Analysis takes moves at the node on view, a finished game's too.
    if (game_->analysing()) return {};
    if (game_->game().isOver()) return [] { return tr("The game is over."); };
    if (game_->isMachineTurn()) return [] { return tr("It is the computer's turn."); };
    return {};
}

bool MoveEntry::submit() {
    if (board_->hasPendingMove()) {
        board_->confirmMove();
        edit_->clear();
        showMessage({});
        giveBackFocus();
        return true;
    }
    const QString text = edit_->text().trimmed();
    if (text.isEmpty()) return false;
    if (auto no = refusal()) {
        showMessage(std::move(no));
        return false;
    }
    QString read;
    const Expected<Move> move = readTypedMove(game_->view()->position(), text, &read);
    if (!move) {
        // Answered in the letters typed: "'Lxd5' is not allowed", not "'Bxd5' ...".
        showMessage([error = move.error(), read, text] {
            QString why = ErrorWording::text(error);
            if (read != text)
                why.replace(QLatin1Char('\'') + read + QLatin1Char('\''),
                            QLatin1Char('\'') + text + QLatin1Char('\''));
            return tr("Not played: %1").arg(why);
        });
        return false;
    }
    if (!board_->offerMove(*move)) {
        showMessage([] { return tr("Finish or cancel (Esc) the move begun on the board first."); });
        return false;
    }
    edit_->clear();
    if (board_->hasPendingMove())
        showMessage([] { return tr("Enter plays the move, Esc takes it back."); }, Tone::Info);
    else
        showMessage({});
    giveBackFocus();
    return true;
}

void MoveEntry::escape() {
    if (board_->hasPendingMove()) board_->cancel();
    edit_->clear();
    showMessage({});
    giveBackFocus();
}

// The box keeps the keys only while it holds text, so the window's letters (Hint, Flip) and
// the board's keys work again once a move is played or the box is left with Esc.
void MoveEntry::giveBackFocus() {
    if (edit_->hasFocus()) board_->setFocus(Qt::OtherFocusReason);
}

} // namespace chess960::ui
