// Help > Chess960 rules: a short page on the start position, its number, castling (with
// diagrams the program draws) and draws, in the program's language.
#pragma once

#include <QDialog>
#include <QTextBrowser>

class QDialogButtonBox;

namespace chess960::ui {

/// \brief A text browser that draws the pages' "diagram:" images itself.
class RulesBrowser : public QTextBrowser {
    Q_OBJECT
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl& name) override;
};

class RulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RulesDialog(QWidget* parent = nullptr);

    /// \brief The embedded page for a language code ("en", "de", ...).
    static QString pagePath(const QString& code);

    /// \brief Shows the page of `code`, or the English one when there is none.
    void showPage(const QString& code);
    /// \brief The language of the page shown (its <html lang> attribute).
    QString pageLanguage() const { return pageLanguage_; }
    QTextBrowser* browser() const { return browser_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    RulesBrowser* browser_;
    QDialogButtonBox* buttons_;
    QString pageLanguage_;
};

} // namespace chess960::ui
