#include "help/rulesdialog.h"

#include "help/rulesdiagrams.h"
#include "i18n/language.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {
constexpr int kDiagramSide = 260;
} // namespace

QVariant RulesBrowser::loadResource(int type, const QUrl& name) {
    if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("diagram")) {
        // Drawn once per page load; the document keeps what this returns.
        return rulesDiagram(name.path(), kDiagramSide, devicePixelRatioF());
    }
    return QTextBrowser::loadResource(type, name);
}

RulesDialog::RulesDialog(QWidget* parent)
    : QDialog(parent), browser_(new RulesBrowser(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this)) {
    browser_->setObjectName(QStringLiteral("rulesBrowser"));
    browser_->setOpenExternalLinks(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(720, 760);
    retranslateUi();
}

QString RulesDialog::pagePath(const QString& code) {
    return QStringLiteral(":/help/rules_%1.html").arg(code);
}

void RulesDialog::showPage(const QString& code) {
    QFile file(pagePath(code));
    if (!file.open(QIODevice::ReadOnly)) {
        if (code != QLatin1String("en")) showPage(QStringLiteral("en"));
        return;
    }
    const QString html = QString::fromUtf8(file.readAll());
    static const QRegularExpression langAttribute(QStringLiteral("<html[^>]*\\blang=\"([^\"]+)\""));
    pageLanguage_ = langAttribute.match(html).captured(1);
    browser_->setHtml(html);
}

void RulesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void RulesDialog::retranslateUi() {
    setWindowTitle(tr("Chess960 rules"));
    // The page is written in each language rather than translated string by string, so a
    // language change loads another page.
    showPage(activeLanguage());
}

} // namespace chess960::ui
