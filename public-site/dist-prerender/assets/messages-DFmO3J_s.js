// ../libs/conference/locales/pt/messages.json
var required = "Este campo é obrigatório";
var invalidEmail = "Formato de endereço de e-mail inválido";
var specifyTitle = "Indique o seu título";
var studentIdRequired = "Carregue o seu cartão de estudante ou a sua carta de admissão";
var captchaRequired = "Conclua a verificação reCAPTCHA";
var accessEmailRequired = "Introduza o seu endereço de e-mail";
var abstract = {
	"fullName": "O nome completo é obrigatório",
	"affiliation": "A afiliação é obrigatória",
	"subtheme": "Selecione um subtema para o seu resumo",
	"email": "O endereço de e-mail é obrigatório",
	"abstractTitle": "O título do resumo é obrigatório",
	"file": "O ficheiro do resumo é obrigatório",
	"fileType": "Apenas são aceites ficheiros .doc ou .docx",
	"fileSize": "O tamanho do ficheiro não deve exceder 5 MB"
};
var booking = {
	"fullName": "O nome completo é obrigatório",
	"email": "O endereço de e-mail é obrigatório",
	"invalidEmail": "Introduza um endereço de e-mail válido",
	"phone": "O número de telefone é obrigatório",
	"nationality": "A nacionalidade é obrigatória",
	"checkInDate": "A data de entrada é obrigatória",
	"checkOutDate": "A data de saída é obrigatória",
	"checkOutAfterCheckIn": "A data de saída deve ser posterior à data de entrada",
	"captcha": "Confirme que não é um robô"
};
var sponsorshipRequired = "Preencha todos os campos obrigatórios: nome, e-mail e empresa.";
var membershipSuccess = "O seu pedido de adesão foi enviado com sucesso! Receberá em breve um e-mail de confirmação.";
var membershipFailed = "O pedido de adesão falhou";
var membershipProblem = "Ocorreu um problema ao enviar o seu pedido de adesão. Tente novamente ou contacte-nos diretamente.";
var contactProblem = "Ocorreu um problema ao enviar a sua mensagem. Tente novamente ou contacte-nos diretamente através de secretariat@caawg11.org.";
var registrationFailed = "A inscrição falhou";
var registrationProblem = "Ocorreu um problema ao enviar a sua inscrição. Tente novamente ou contacte registration@caawg11.org.";
var accessRequestProblem = "Ocorreu um erro. Tente novamente mais tarde.";
var abstractFailed = "O envio falhou";
var abstractProblem = "Ocorreu um problema ao enviar o seu resumo. Tente novamente ou contacte abstracts@caawg11.org.";
var bookingProblem = "Ocorreu um problema ao enviar a sua reserva. Tente novamente ou contacte-nos diretamente através de logistics@caawg11.org.";
var sponsorshipFailed = "Não foi possível enviar o pedido";
var sponsorshipProblem = "Ocorreu um erro ao enviar o seu pedido. Tente novamente mais tarde ou contacte-nos diretamente através de sponsorship@caawg11.org";
var sponsorshipSuccess = "O seu pedido de patrocínio foi enviado com sucesso. Entraremos em contacto consigo em breve.";
var abstractGuidelines = "Confirme que o seu resumo respeita as normas de formatação";
var invalidChoice = "Escolha uma das opções apresentadas";
var invalidDate = "Introduza uma data válida (AAAA-MM-DD)";
var studentIdFileType = "Apenas são aceites ficheiros PDF, JPG, JPEG ou PNG";
var studentIdFileSize = "O tamanho do ficheiro não deve exceder 5 MB";
var proofFileType = "Apenas são aceites ficheiros PDF, JPG, JPEG ou PNG";
var proofFileSize = "O tamanho do ficheiro não deve exceder 5 MB";
var captchaInvalid = "A verificação anti-robô expirou ou já foi utilizada. Conclua-a novamente.";
var duplicateRegistration = "Já existe uma inscrição com este endereço de e-mail. Utilize a página de acesso à inscrição (/pt/verify) para receber uma ligação para a sua inscrição.";
var tooManyRequests = "Demasiados pedidos. Aguarde um minuto e tente novamente.";
var validationFailed = "Corrija os campos assinalados e tente novamente.";
var notText = "Introduza texto neste campo";
var uploadIncomplete = "O ficheiro não chegou completo. Tente novamente.";
var wordDocumentTooLarge = "Este documento Word é demasiado grande depois de descompactado. Guarde-o novamente no Word, sem ficheiros incorporados, e tente novamente.";
var captchaUnavailable = "Não foi possível validar a verificação anti-robô neste momento. Tente novamente dentro de instantes.";
var contactSuccess = "Agradecemos a sua mensagem! Responderemos em breve.";
var accessRequestSent = "Se existir uma inscrição com este endereço de e-mail, foi-lhe enviada uma ligação de acesso segura. Consulte a sua caixa de correio.";
var abstractSuccess = "O seu resumo foi enviado com sucesso. Está a caminho um e-mail de confirmação.";
var bookingSuccess = "O seu pedido de reserva foi recebido. A nossa equipa de logística entrará em contacto consigo no prazo de 48 horas para confirmar a disponibilidade e dar as instruções de pagamento.";
var unexpected = "Ocorreu um problema do nosso lado. Tente novamente dentro de instantes.";
var serviceBusy = "O serviço está sobrecarregado neste momento. Tente novamente dentro de instantes.";
var tooLong = "Deve ter no máximo {{max}} caracteres";
var tooManyRequestsRetryIn = "Demasiados pedidos. Tente novamente dentro de {{wait}}.";
var registrationSuccess = "Inscrição efetuada com sucesso! O seu número de inscrição é {{reference}}. Indique {{reference}} como referência de pagamento ao transferir a taxa de inscrição de {{fee, currency(currency: USD)}}. Está a caminho um e-mail de confirmação.";
var paymentAmount = "Introduza o montante pago em USD, por exemplo 150 ou 150.00";
var api = {
	"notFound": "Não encontrado",
	"authenticationRequired": "Autenticação necessária",
	"forbidden": "Não tem permissão para realizar esta ação",
	"payloadTooLarge": "O pedido é demasiado grande. Os ficheiros não podem exceder 5 MB.",
	"unsupportedContentType": "Tipo de conteúdo não suportado",
	"requestFailed": "O pedido falhou",
	"requestRefused": "Pedido recusado",
	"unreadableBody": "Não foi possível ler o pedido. Verifique os dados enviados.",
	"invalidAccessLink": "Esta ligação de acesso é inválida ou expirou. Peça uma nova na página de acesso à inscrição.",
	"paymentProofReceived": "Agradecemos o envio. O seu comprovativo de pagamento foi recebido e aguarda verificação pela equipa de inscrições.",
	"noReceiptYet": "Ainda não há recibo: o recibo é emitido quando um pagamento for recebido.",
	"sessionNotFound": "Nenhuma sessão publicada tem esse número",
	"reminderLinkInvalid": "Esta ligação não é válida.",
	"paymentProofLimits": {
		"linkFiles": "Não é possível enviar mais de {{count}} comprovativos de pagamento através da mesma ligação de acesso. Peça uma nova ligação na página de inscrição.",
		"linkMegabytes": "Os comprovativos de pagamento enviados através da mesma ligação de acesso não podem exceder {{megabytes}} MB no total. Peça uma nova ligação na página de inscrição.",
		"registrationFiles": "Não é possível enviar mais de {{count}} comprovativos de pagamento para a mesma inscrição. Contacte a equipa de inscrições.",
		"registrationMegabytes": "Os comprovativos de pagamento de uma inscrição não podem exceder {{megabytes}} MB no total. Contacte a equipa de inscrições."
	}
};
var abstractResponse = {
	"linkUsed": "Esta ligação já foi utilizada.",
	"linkExpired": "Esta ligação expirou. Escreva à equipa de resumos.",
	"linkInvalid": "Esta ligação não é válida. Verifique se a copiou na íntegra.",
	"linkReplaced": "Esta ligação já não é válida: a comissão alterou a sua decisão e um novo e-mail dar-lhe-á mais informações.",
	"responseRequired": "A resposta deve ser uma confirmação ou uma desistência",
	"confirmed": "Obrigado: a sua apresentação está confirmada.",
	"withdrawn": "O seu resumo foi retirado."
};
var institutionInvoice = {
	"institutionName": "Indique o nome da instituição a que a fatura se destina",
	"postalAddress": "Indique a morada postal da instituição",
	"colleagues": "Adicione pelo menos um(a) colega pelo número de inscrição e endereço de e-mail",
	"tooManyRegistrations": "Uma fatura de grupo abrange no máximo 100 inscrições",
	"colleagueNotFound": "Não foi encontrada nenhuma inscrição {{reference}} com esse endereço de e-mail",
	"cancelledRegistration": "{{reference}} está cancelada e não pode ser faturada",
	"alreadyInvoiced": "{{reference}} já consta da fatura de grupo {{groupReference}}; anule primeiro essa fatura"
};
var reminderOptOut = {
	"optedOut": "Não receberá mais lembretes de pagamento relativos a esta inscrição.",
	"optOutInvalid": "Esta ligação não é válida. Utilize a ligação do seu e-mail de lembrete mais recente."
};
var cancellation = {
	"cancelled": "Inscrição cancelada",
	"alreadyCancelled": "Esta inscrição já está cancelada."
};
var wait = {
	"second_one": "{{count}} segundo",
	"second_other": "{{count}} segundos",
	"minute_one": "{{count}} minuto",
	"minute_other": "{{count}} minutos",
	"hour_one": "{{count}} hora",
	"hour_other": "{{count}} horas",
	"hoursAndMinutes": "{{hours}} e {{minutes}}"
};
var privacy = { "unknownNoticeVersion": "Recarregue a página: o aviso de privacidade mudou" };
var visaLetter = {
	"fullNameRequired": "Introduza o seu nome completo tal como consta do passaporte",
	"passportNumberRequired": "Introduza o número do seu passaporte",
	"passportNumberPattern": "Introduza o número do passaporte tal como está impresso: 5 a 20 letras e algarismos",
	"nationalityRequired": "Introduza a sua nacionalidade",
	"dateOfBirthRequired": "Introduza a sua data de nascimento",
	"dateOfBirthInvalid": "Introduza uma data de nascimento real (AAAA-MM-DD)",
	"passportExpiryRequired": "Introduza a data de validade do seu passaporte",
	"passportExpiryInvalid": "Introduza a data de validade como data (AAAA-MM-DD)",
	"passportExpiresTooSoon": "O seu passaporte deve ser válido depois do fim da conferência, a 5 de outubro de 2025",
	"embassyRequired": "Indique a embaixada ou o consulado onde vai pedir o visto",
	"requested": "O seu pedido de carta-convite foi recebido. Enviaremos por e-mail a carta ou a nossa resposta.",
	"alreadyIssued": "A sua carta-convite já foi emitida. Consulte o seu e-mail ou descarregue-a abaixo.",
	"noLetterYet": "Nenhuma carta-convite foi emitida para esta inscrição."
};
var certificates = { "unknownCode": "Este código não corresponde a nenhum dos nossos certificados ou cartas." };
var messages_default = {
	required,
	invalidEmail,
	specifyTitle,
	studentIdRequired,
	captchaRequired,
	accessEmailRequired,
	abstract,
	booking,
	sponsorshipRequired,
	membershipSuccess,
	membershipFailed,
	membershipProblem,
	contactProblem,
	registrationFailed,
	registrationProblem,
	accessRequestProblem,
	abstractFailed,
	abstractProblem,
	bookingProblem,
	sponsorshipFailed,
	sponsorshipProblem,
	sponsorshipSuccess,
	abstractGuidelines,
	invalidChoice,
	invalidDate,
	studentIdFileType,
	studentIdFileSize,
	proofFileType,
	proofFileSize,
	captchaInvalid,
	duplicateRegistration,
	tooManyRequests,
	validationFailed,
	notText,
	uploadIncomplete,
	wordDocumentTooLarge,
	captchaUnavailable,
	contactSuccess,
	accessRequestSent,
	abstractSuccess,
	bookingSuccess,
	unexpected,
	serviceBusy,
	tooLong,
	tooManyRequestsRetryIn,
	registrationSuccess,
	paymentAmount,
	api,
	abstractResponse,
	institutionInvoice,
	reminderOptOut,
	cancellation,
	wait,
	privacy,
	visaLetter,
	certificates
};
export { uploadIncomplete as $, notText as A, serviceBusy as B, invalidChoice as C, membershipProblem as D, membershipFailed as E, registrationFailed as F, sponsorshipSuccess as G, sponsorshipFailed as H, registrationProblem as I, studentIdRequired as J, studentIdFileSize as K, registrationSuccess as L, privacy as M, proofFileSize as N, membershipSuccess as O, proofFileType as P, unexpected as Q, reminderOptOut as R, institutionInvoice as S, invalidEmail as T, sponsorshipProblem as U, specifyTitle as V, sponsorshipRequired as W, tooManyRequests as X, tooLong as Y, tooManyRequestsRetryIn as Z, captchaUnavailable as _, abstractResponse as a, contactSuccess as b, accessRequestProblem as c, booking as d, validationFailed as et, bookingProblem as f, captchaRequired as g, captchaInvalid as h, abstractProblem as i, paymentAmount as j, messages_default as k, accessRequestSent as l, cancellation as m, abstractFailed as n, wait as nt, abstractSuccess as o, bookingSuccess as p, studentIdFileType as q, abstractGuidelines as r, wordDocumentTooLarge as rt, accessEmailRequired as s, abstract as t, visaLetter as tt, api as u, certificates as v, invalidDate as w, duplicateRegistration as x, contactProblem as y, required as z };
