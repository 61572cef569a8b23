// The open game files: each file of several games opened with File > Open is listed in a tab of
// the Databases panel beside the board (docked, or in a window of its own), with its own index,
// filter and searches. The panel never blocks: the board, the menus and the engines go on while
// a file is read, and a game opens with a double click while the list stays. A file of one game
// is not listed: its game is chosen at once. A listed file that changes on disk (a Save into
// it, a delete, another program) is read again by itself. The feature owns the files' indexes; what
// is done with a chosen game (the document's question, the board) is the window's composition.
#pragma once

#include "database/copygames.h"
#include "feature.h"
#include "files/pgnfile.h"

#include "chess960/game.h"
#include "chess960/position.h"

#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QDockWidget;
class QMenu;
class QFileSystemWatcher;
class QTabWidget;
class QTimer;

namespace chess960::ui {

class GameDatabase;
class GameIndex;
class GamePickerDialog;

class DatabaseFeature : public Feature {
    Q_OBJECT
public:
    /// \brief board gives the position the lists search for (the board's, at each search).
    DatabaseFeature(QMainWindow* window, std::function<Position()> board);
    ~DatabaseFeature() override;

    /// \brief The panel (hidden until a file of several games is opened).
    QDockWidget* dock() const { return dock_; }
    /// \brief Opens path's index (kept, or built in the background). A file already open comes
    /// to the front. Said later: gameChosen() (one game, or the player's choice), listed() or
    /// openFailed().
    void open(const QString& path);
    /// \brief Lists an index owned elsewhere (My games) in a tab of its own, or brings its tab
    /// to the front; the tab shows the index's name. Closing the tab leaves the index open.
    GamePickerDialog* showIndex(GameIndex* index);
    /// \brief Closes a file's tab and its index.
    void close(const QString& path);
    /// \brief The list of an open file (nullptr if it is not listed).
    GamePickerDialog* list(const QString& path) const;
    /// \brief The files listed, in the tabs' order.
    QStringList paths() const;
    /// \brief My games as a place to copy games to (Copy to, a drop on its tab).
    void offerLibrary(AddToLibrary add);
    /// \brief Copies games (numbers, 1-based) of an index listed here to the end of the PGN
    /// file `target` (made when it does not exist), or to My games when target is empty; on a
    /// job of its own, then said (gamesCopied(), libraryGamesAdded()) or the reason told.
    void copyGames(GameIndex* from, const std::vector<int>& numbers, const QString& target);
    /// \brief Copies under way.
    int copying() const { return copying_; }

signals:
    /// \brief A game to put on the board: a file's only game, or the one the player opened.
    void gameChosen(const chess960::Game& game, const chess960::ui::GameLocation& where);
    /// \brief A file of several games is listed in the panel.
    void listed(const QString& path, int games);
    /// \brief The file cannot be read (or a game of it no longer): the reason.
    void openFailed(const QString& path, const QString& why);
    /// \brief A tag was set in games of a file (for a game of it on the board).
    void gamesRetagged(const chess960::ui::RetaggedGames& retagged, const std::string& name,
                       const std::string& value);
    /// \brief Games were deleted from a file (for a game of it on the board).
    void gamesDeleted(const chess960::ui::RemovedGames& removed);
    /// \brief Games were copied to the end of a file (for a game of it on the board).
    void gamesCopied(const chess960::ui::AppendedGames& appended);
    /// \brief Games were copied to My games.
    void libraryGamesAdded();
    /// \brief A copy ended: how many games (-1: none, error says why).
    void copyFinished(int copied, const QString& error);

protected:
    void retranslate() override;
    /// \brief Games dragged onto a database's tab are copied there.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct File;
    File* find(const QString& path) const;
    /// \brief Decides what an opened file becomes once enough of it is known.
    void settle(File* file);
    void showList(File* file);
    /// \brief Reads game `index` of the file beside the GUI thread, then gameChosen() or
    /// openFailed(); thenRemove: the file goes then (a file of one game is not listed).
    void choose(File* file, int index, bool thenRemove = false);
    void remove(File* file);
    void updateTabs();
    /// \brief Reads again each listed file that changed on disk since it was indexed.
    void readChangedAgain();

    std::function<Position()> board_;
    QDockWidget* dock_;
    QTabWidget* tabs_;
    QFileSystemWatcher* watcher_;
    QTimer* recheck_;
    std::vector<std::unique_ptr<File>> files_;
    struct Shown {
        GameIndex* index;
        QPointer<GamePickerDialog> list;
    };
    std::vector<Shown> shown_; ///< the lists of indexes owned elsewhere
    void present(GamePickerDialog* list);
    /// \brief Copy to's menu of a list: the other files listed, My games, another file.
    void fillCopyMenu(GamePickerDialog* list, QMenu* menu);
    /// \brief The list's actions (DatabaseActions) and what joins it to the other lists: Copy
    /// to, a search in every database.
    void offerActions(GamePickerDialog* list);
    /// \brief The index a list shows, and the target of a tab (its file, or "" for My
    /// games); nullptr / nothing when there is none.
    GameIndex* indexOf(const GamePickerDialog* list) const;
    std::optional<QString> targetOfTab(int tab) const;
    AddToLibrary addToLibrary_;
    int copying_ = 0;
    bool everyDatabase_ = false; ///< searches run in every list
};

} // namespace chess960::ui
