// Help > About Chess960: the program's name, version and purpose, and the Qt it runs on.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QDialogButtonBox;

namespace chess960::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// \brief The text shown (rich text).
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* icon_;
    QLabel* text_;
    QPushButton* aboutQt_;
    QDialogButtonBox* buttons_;
};

} // namespace chess960::ui
