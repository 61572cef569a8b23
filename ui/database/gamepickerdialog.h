// The database view: the games of an index (GameIndex: a PGN file that holds several, or My
// games) as a table (see GameListModel), listed from the first batch of games on while the
// index is built, with a progress bar; sorted by any column and filtered by what is typed
// above it, searched for the position on the board, for a material pattern or for duplicates.
// What is done with the games listed or selected (export, delete, a tag, a copy, the players)
// is the database feature's (DatabaseActions), whose buttons sit in the list's row and which
// says here what it is doing. Games that cannot be read are listed with the reason and cannot
// be chosen. Open while the index is still being built waits for it (the game's place and the
// file's count of games must be whole). In the window it is a panel (useAsPanel): a tab of the
// Databases panel for a file of several games and for My games, where Open puts a game on the
// board and the list stays; as a dialog it is a question whose Open chooses one game.
#pragma once

#include "database/gameindex.h"
#include "files/pgnfile.h"

#include "chess960/positionsearch.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace chess960::ui {

class GameListModel;

class GamePickerDialog : public QDialog {
    Q_OBJECT
public:
    /// \brief The games of db, which is open (Ready or Building) and outlives the dialog. With
    /// the position on the board, the games can be searched for it (exactly, its pawns, its
    /// material) once the whole file is indexed.
    explicit GamePickerDialog(GameIndex* db, QWidget* parent = nullptr,
                              std::optional<Position> board = std::nullopt);
    /// \brief The position the games are searched for (the board's, when the view is shown
    /// again); the search is not run again by itself.
    void setBoard(const Position& board);
    /// \brief Where the board's position is taken from at each search (a panel beside the
    /// board, whose game changes while the list stays).
    void setBoardSource(std::function<Position()> source);
    /// \brief Makes the view a panel inside another widget (the databases' dock): no Cancel
    /// or Close, Escape does not hide it, and Open (a double click, Enter) says
    /// openRequested() and the list stays.
    void useAsPanel();
    bool isPanel() const { return panel_; }
    ~GamePickerDialog() override;
    /// \brief Searches the games for the board's position (none: all games again).
    void searchPosition(std::optional<PositionMatch> match, bool anyPawns = false);
    bool searching() const { return searching_; }
    /// \brief Searches the games for a material pattern (the position list's "Material and
    /// pieces...", which asks for it first).
    void searchMaterial(const MaterialPattern& pattern);
    /// \brief Material and pieces...: the material search's question, then searchMaterial()
    /// (cancelled: the list as it was).
    void askMaterial();
    /// \brief A position or material search (or all games again) is in force.
    bool searchInForce() const { return positionShown_ != 0; }
    /// \brief "In every database": shows the choice, whose searches the owner of the
    /// databases runs in the other lists too (searchChosen()).
    void offerEveryDatabase();
    bool forEveryDatabase() const;
    void setForEveryDatabase(bool on);
    /// \brief The chosen game's 0-based index in the file, -1 if none (or hidden by the
    /// filter, or several are selected).
    int chosen() const;
    /// \brief The index listed.
    GameIndex* index() const { return db_; }
    /// \brief The chosen game's event ("" when none is chosen or it names none).
    QString chosenEvent() const;
    /// \brief The games selected (numbers, 1-based, ascending): those that can be read, or
    /// with unreadableToo every game selected.
    std::vector<int> selectedNumbers(bool unreadableToo = false) const;
    /// \brief The games listed (the filter's and the search's; numbers, 1-based) and how many.
    std::vector<int> listedNumbers() const;
    int listedCount() const;
    /// \brief Lists the games that match `text` as if it were typed above the list.
    void setFilterText(const QString& text);
    /// \brief A row of buttons of the list's actions (beside Open): a new one, the list's.
    QPushButton* addActionButton();
    /// \brief The rows can be dragged to another database (GameListModel's drag source).
    void offerDrags();
    /// \brief A change of the games is being written (beginWriting .. endWriting): the list is
    /// of the index as it was, Open and the actions wait.
    bool writing() const { return !writingNote_.isEmpty(); }
    /// \brief Open waits for the index to be whole.
    bool opening() const { return openWhenReady_; }
    /// \brief A change of the games starts being written: `note` says so in the status; once
    /// the list is read again, game `numberAfter` (1-based; 0: none) is chosen; with detach the
    /// list lets go of the index first (it is built again).
    void beginWriting(const QString& note, int numberAfter, bool detach);
    /// \brief The change is written: the list shows the index as it is now, every game, no
    /// search, `note` (if not empty) said until the list is filtered; nothing: the change did
    /// not happen and the list is as it was.
    void endWriting(const std::optional<QString>& note);
    /// \brief Says `text` in the status in place of the count of games (an action under way,
    /// what it did), until showStatus() or the list changes.
    void showActivity(const QString& text);
    void showStatus();
    /// \brief Lists only the games that have duplicates and their duplicates (duplicates.h),
    /// the duplicates selected for Delete; off, every game again. duplicatesFound() when done.
    void showDuplicates(bool on);
    /// \brief The sets found by the last showDuplicates(true): each the game kept, then its
    /// duplicates.
    const std::vector<std::vector<int>>& duplicateSets() const { return duplicateSets_; }
    /// \brief Reads the file again (it changed on disk): its index is reused or built again,
    /// and the list shows the games as they are now, a position search undone.
    void readAgain();
    QTableView* table() const { return table_; }
    GameListModel* model() const { return model_; }

public slots:
    void accept() override;
    void reject() override;

signals:
    /// \brief The player chose a search in the list: a position's (match), a material
    /// pattern, or all games again (neither).
    void searchChosen(std::optional<chess960::PositionMatch> match,
                      std::optional<chess960::MaterialPattern> pattern);
    /// \brief "In every database" was turned on or off.
    void everyDatabaseToggled(bool on);
    /// \brief Open in a panel: the game (0-based index in the file) the player opens.
    void openRequested(int index);
    /// \brief The duplicates are listed (showDuplicates).
    void duplicatesFound();
    /// \brief A position search is done and its games listed.
    void positionSearched();
    /// \brief What is listed, selected, searched or written changed (the actions follow it).
    void changed();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void updateStatus();
    void updateOpen();
    /// \brief The chosen game is opened: the question answered, or in a panel openRequested().
    void opened();
    /// \brief Lists the games again (a batch more, a filter), keeping the chosen one.
    void relist(const std::function<void()>& change);
    /// \brief Chooses the game of this number; false: it is not listed (nothing is chosen).
    bool selectNumber(int number);
    void fitColumns();
    /// The column that takes the room the others leave (the event; My games' first moves)
    /// keeps room for its title and a short text when they leave little: it stops stretching
    /// and the list scrolls sideways instead.
    void keepRoomForStretch();
    int stretchColumn() const;
    /// \brief The games the file will be found to have: those listed, or while the file is
    /// read, as many more as the part not read yet will hold at the same rate.
    int expectedCount() const;

    GameIndex* db_;
    GameListModel* model_;
    QTableView* table_;
    QLineEdit* filter_;
    QComboBox* result_;
    QLabel* status_;
    QProgressBar* progress_;
    QDialogButtonBox* buttons_;
    bool openWhenReady_ = false;
    // The last read ended with the file changed, and was started again at once.
    bool readAgainOnceRead_ = false;
    bool panel_ = false;
    std::function<Position()> boardSource_;
    std::optional<Position> board_;
    QComboBox* position_ = nullptr;
    QCheckBox* everyDatabase_ = nullptr;
    int positionShown_ = 0;                   ///< the position list's choice in force
    std::optional<MaterialPattern> material_; ///< the last material pattern asked for
    QPushButton* duplicates_ = nullptr;
    std::vector<std::vector<int>> duplicateSets_;
    /// \brief After the file was written again or read again: the list on the index as it is
    /// now, every game listed, no search in force.
    void listAfresh();
    /// \brief Every game listed again: the duplicates' button is off (without a search).
    void dropDuplicates();
    /// \brief Selects the games of these numbers (rows fetched as far as needed).
    void selectNumbers(const std::vector<int>& numbers);
    /// \brief Runs a search on the index (its games' numbers listed when done).
    template <typename Query>
    void runSearch(const Query& query);
    QPointer<GameIndex> index_; ///< db_, while it lasts (it may go before the list)
    bool searching_ = false;
    std::vector<int> widths_; ///< the columns' widths before the list was read again
    bool fitted_ = false;     ///< the columns were fitted once: from then on they keep theirs
    qint64 readBytes_ = 0;    ///< how much of the file the index has read, while it is built
    qint64 fileBytes_ = 0;
    int keptNumber_ = 0;  ///< the game chosen before the list was read again
    QString doneNote_;    ///< what an action did ("4 games deleted ...") until the list is filtered
    QString writingNote_; ///< "Deleting 4 games..." while a change is written
    /// \brief The game to choose once the file is listed again: after a delete, the game after
    /// the first deleted; after the file was read again, the game chosen before.
    int numberOnceListed_ = 0;
};

} // namespace chess960::ui
