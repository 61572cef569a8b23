// The game as the players see it, without the main window: the game (GameSession), who
// plays it (PlayerDirector), the game on view (GameView: the board, its options, the move
// list, the clocks, the engine panel, the title) and what the game says (GameMessages), in a
// plain window with the message area. A suite asks for the other features it drives (the
// Game menu's PlayActions, the File menu's FileActions with their document, KeyboardAccess,
// analysis, the review), and only those are made, joined by the window's own joins
// (featurejoins.h). Scenario tests drive these rather than the whole window (its menus, My
// games, the start-up game).
#pragma once

#include "a11y/keyboardaccess.h"
#include "a11y/moveentry.h"
#include "analysis/analysisfeature.h"
#include "board/boardwidget.h"
#include "database/databasefeature.h"
#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "featurejoins.h"
#include "game/boardoptions.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamemessages.h"
#include "game/gamesession.h"
#include "game/gameview.h"
#include "game/playactions.h"
#include "game/playerdirector.h"
#include "library/gamelibrary.h"
#include "messagebar.h"
#include "movelist/movetreeview.h"
#include "review/reviewfeature.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QSplitter>
#include <QVBoxLayout>

#include <memory>

class GameTable {
public:
    GameTable()
        : session_(new chess960::ui::GameSession(&window_)),
          director_(new chess960::ui::PlayerDirector(session_, &window_)) {
        window_.setStatusBar(new chess960::ui::MessageBar(&window_));
        view_ = new chess960::ui::GameView(session_, &window_);
        messages_ = new chess960::ui::GameMessages(session_, director_, view_->board(),
                                                   view_->enginePanel(), &window_);
        // Laid out as in the window: the board, and beside it the game's column.
        auto* side = new QWidget(&window_);
        side_ = new QVBoxLayout(side);
        side_->setContentsMargins(0, 0, 6, 0);
        side_->addWidget(view_->startLabel());
        side_->addWidget(view_->clocks());
        side_->addWidget(view_->statusLabel());
        side_->addWidget(view_->historyBar());
        side_->addWidget(view_->moveList(), 1);
        side_->addWidget(view_->enginePanel());
        auto* boardArea = new QWidget(&window_);
        boardArea_ = new QHBoxLayout(boardArea);
        boardArea_->setContentsMargins(0, 0, 0, 0);
        boardArea_->setSpacing(2);
        boardArea_->addWidget(view_->board(), 1);
        auto* splitter = new QSplitter(&window_);
        splitter->addWidget(boardArea);
        splitter->addWidget(side);
        splitter->setStretchFactor(0, 1);
        splitter->setStretchFactor(1, 0);
        splitter->setSizes({700, 300});
        window_.setCentralWidget(splitter);
        // The actions work by their shortcuts, as they do from the window's menus.
        shortcutsOf(view_->options());
        window_.resize(1000, 700);
    }
    GameTable(const GameTable&) = delete;
    GameTable& operator=(const GameTable&) = delete;
    ~GameTable() { director_->stop(); }

    QMainWindow& window() { return window_; }
    /// \brief The plain window, for windowutil::action and windowutil::feature.
    operator QWidget&() { return window_; }
    template <typename T>
    T findChild(const QString& name = {}) const {
        return window_.findChild<T>(name);
    }
    template <typename T>
    QList<T> findChildren(const QString& name = {}) const {
        return window_.findChildren<T>(name);
    }
    chess960::ui::GameSession* session() const { return session_; }
    chess960::ui::PlayerDirector* director() const { return director_; }
    chess960::ui::GameView* view() const { return view_; }
    chess960::ui::BoardWidget* board() const { return view_->board(); }
    chess960::ui::BoardOptions* options() const { return view_->options(); }
    chess960::ui::EnginePanel* enginePanel() const { return view_->enginePanel(); }
    chess960::ui::ClockWidget* clocks() const { return view_->clocks(); }
    chess960::ui::GameMessages* messages() const { return messages_; }
    QStatusBar* statusBar() { return window_.statusBar(); }
    void show() { window_.show(); }

    /// \brief Where the game is kept (autosave, My games, its file); made when first asked.
    chess960::ui::GameDocument* document() {
        if (!document_) {
            library_ = std::make_unique<chess960::ui::GameLibrary>();
            document_ = new chess960::ui::GameDocument(session_, library_.get(), &window_);
        }
        return document_;
    }
    /// \brief The File menu's actions; made (with the document) when first asked.
    chess960::ui::FileActions* files() {
        if (!files_) {
            auto* databases = new chess960::ui::DatabaseFeature(
                &window_, [c = session_] { return c->view()->position(); });
            files_ = new chess960::ui::FileActions(session_, document(), databases, &window_);
            shortcutsOf(files_);
        }
        return files_;
    }
    /// \brief The Game menu's actions; made (with the files) when first asked. A take-back or
    /// a replay has the engine panel name the pairing again, as in the window.
    chess960::ui::PlayActions* play() {
        if (!play_) {
            files(); // whose question the document asks before a game is replaced
            play_ =
                new chess960::ui::PlayActions(session_, director_, document(), options(), &window_);
            shortcutsOf(play_);
            chess960::ui::joins::pairingAfterRewind(play_, messages_);
        }
        return play_;
    }
    /// \brief Keyboard access (castle, the move box, confirming a move); made (with the
    /// files, through whose action the move box pastes) when first asked.
    chess960::ui::KeyboardAccess* keys() {
        if (!keys_) {
            keys_ = new chess960::ui::KeyboardAccess(session_, board(), options(), &window_);
            shortcutsOf(keys_);
            chess960::ui::joins::pasteFromMoveBox(keys_, files());
            // Under the move list, as in the window.
            const int below = side_->indexOf(view_->moveList()) + 1;
            side_->insertWidget(below, keys_->moveEntry());
            side_->insertWidget(below, keys_->lastMoveLabel());
        }
        return keys_;
    }
    chess960::ui::MoveEntry* moveEntry() { return keys()->moveEntry(); }
    /// \brief Analysis (Analyse, Continue from here, the engine's lines, the explorer, the
    /// evaluation bar beside the board); made when first asked.
    chess960::ui::AnalysisFeature* analysis() {
        if (!analysis_) {
            analysis_ =
                new chess960::ui::AnalysisFeature(session_, board(), view_->moveList(), &window_);
            shortcutsOf(analysis_);
            boardArea_->insertWidget(0, analysis_->evalBar());
            side_->addWidget(analysis_->linesPanel());
            side_->addWidget(analysis_->explorer());
            chess960::ui::joins::continueAsGame(analysis_, document());
        }
        return analysis_;
    }
    /// \brief The review and learning from mistakes (its menu, bar, graph and summary); made
    /// when first asked, started from the result's box as in the window.
    chess960::ui::ReviewFeature* review() {
        if (!review_) {
            review_ = new chess960::ui::ReviewFeature(session_, board(), &window_);
            shortcutsOf(review_);
            const int list = side_->indexOf(view_->moveList());
            side_->insertWidget(list, review_->bar());
            side_->insertWidget(side_->indexOf(view_->enginePanel()), review_->graph());
            side_->insertWidget(side_->indexOf(view_->enginePanel()), review_->summary());
            chess960::ui::joins::reviewWhenAsked(messages_, review_);
        }
        return review_;
    }

private:
    void shortcutsOf(QObject* feature) { window_.addActions(feature->findChildren<QAction*>()); }

    std::unique_ptr<chess960::ui::GameLibrary> library_; // outlives the document
    QMainWindow window_;
    QHBoxLayout* boardArea_;
    QVBoxLayout* side_;
    chess960::ui::GameSession* session_;
    chess960::ui::PlayerDirector* director_;
    chess960::ui::GameView* view_ = nullptr;
    chess960::ui::GameMessages* messages_ = nullptr;
    chess960::ui::GameDocument* document_ = nullptr;
    chess960::ui::FileActions* files_ = nullptr;
    chess960::ui::PlayActions* play_ = nullptr;
    chess960::ui::KeyboardAccess* keys_ = nullptr;
    chess960::ui::AnalysisFeature* analysis_ = nullptr;
    chess960::ui::ReviewFeature* review_ = nullptr;
};
