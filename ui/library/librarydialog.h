// Game > My games...: every game played in the program, newest first, to sort, filter, open,
// delete and export. The window opens a game when asked (openRequested); the dialog itself
// only reads and deletes files of the library.
#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace chess960::ui {

class GameLibrary;
class LibraryFilter;
class LibraryModel;

class LibraryDialog : public QDialog {
    Q_OBJECT
public:
    /// \brief The list of library's games (library must outlive the dialog).
    explicit LibraryDialog(const GameLibrary* library, QWidget* parent = nullptr);

    /// \brief Reads the library again (after a game was played or written).
    void reload();
    /// \brief The library files of the selected games, in the order shown.
    QStringList selectedFiles() const;
    /// \brief Writes the selected games as one PGN file; false with the reason shown.
    bool exportSelected(const QString& path);

    QTableView* view() const { return view_; }
    LibraryFilter* filter() const { return filter_; }

signals:
    /// \brief The player asked to open this game on the board.
    void openRequested(const QString& fileName);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void applyFilter();
    void openSelected();
    void askDelete();
    void exportDialog();
    void updateButtons();

    const GameLibrary* library_;
    LibraryModel* model_;
    LibraryFilter* filter_;
    QLabel* playerLabel_;
    QLineEdit* player_;
    QLabel* outcomeLabel_;
    QComboBox* outcome_;
    QLabel* startLabel_;
    QSpinBox* start_;
    QLabel* periodLabel_;
    QComboBox* period_;
    QTableView* view_;
    QLabel* count_;
    QPushButton* open_;
    QPushButton* delete_;
    QPushButton* export_;
    QPushButton* close_;
};

} // namespace chess960::ui
